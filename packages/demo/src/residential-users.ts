import { DAY_MS, LEVEL } from '@radiant/contract';
import { createRandom, type Random } from './random.ts';

const FIRST_NAMES = [
  'Amelia',
  'Oliver',
  'Isla',
  'George',
  'Ava',
  'Noah',
  'Mia',
  'Arthur',
  'Freya',
  'Leo',
  'Aisha',
  'Omar',
  'Chloe',
  'Ravi',
  'Zara',
  'Ethan',
  'Grace',
  'Yusuf',
  'Ruby',
  'Finn',
  'Sophie',
  'Harry',
  'Priya',
  'Jack',
  'Lily',
  'Mohammed',
  'Ellie',
  'Charlie',
  'Hannah',
  'Daniel',
  'Niamh',
  'Callum',
  'Fatima',
  'Thomas',
  'Emily',
  'Kwame',
  'Olivia',
  'Jakub',
  'Megan',
  'Rhys',
];
const LAST_NAMES = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Evans',
  'Khan',
  'Patel',
  'Hughes',
  'Murphy',
  'Walker',
  'Wright',
  'Green',
  'Hall',
  'Clarke',
  'Ahmed',
  'Lewis',
  'Roberts',
  'Thompson',
  'Robinson',
  'Wood',
  'Edwards',
  'Ali',
  'Campbell',
  'Kowalski',
  "O'Brien",
  'Davies',
  'Singh',
  'MacDonald',
  'Mensah',
  'Turner',
];
const PLACES = [
  { town: 'Headingley', city: 'Leeds', post: 'LS6' },
  { town: 'Clifton', city: 'Bristol', post: 'BS8' },
  { town: 'Didsbury', city: 'Manchester', post: 'M20' },
  { town: 'Jesmond', city: 'Newcastle', post: 'NE2' },
  { town: 'Morningside', city: 'Edinburgh', post: 'EH10' },
  { town: 'Harborne', city: 'Birmingham', post: 'B17' },
  { town: 'Roath', city: 'Cardiff', post: 'CF24' },
  { town: 'Headington', city: 'Oxford', post: 'OX3' },
  { town: 'Mossley Hill', city: 'Liverpool', post: 'L18' },
  { town: 'Sherwood', city: 'Nottingham', post: 'NG5' },
  { town: 'Hillhead', city: 'Glasgow', post: 'G12' },
  { town: 'Heavitree', city: 'Exeter', post: 'EX1' },
  { town: 'Ecclesall', city: 'Sheffield', post: 'S11' },
  { town: 'Southville', city: 'Bristol', post: 'BS3' },
  { town: 'Chapel Allerton', city: 'Leeds', post: 'LS7' },
  { town: 'Ormeau', city: 'Belfast', post: 'BT7' },
];
const STREETS = [
  'Oak Road',
  'Mill Lane',
  'Church Street',
  'Victoria Avenue',
  'Park Terrace',
  'Station Road',
  'Queens Drive',
  'Meadow Close',
  'High Street',
  'Elm Grove',
];
const COUNT = 2000;

/**
 * Residential app users who signed up over the last two years (more of them recently), last seen at some time
 * since; about four in ten live in a home that one of `clients` (commercial clients' ids) manages. Their email
 * addresses are numbered from `firstNumber`, so that each draw's differ from the earlier ones'. They have no
 * password: whoever stores them gives them one that no login matches.
 */
export function drawResidentialUsers(random: Random, count: number, clients: number[], firstNumber = 1) {
  const now = Date.now();
  return Array.from({ length: count }, (_, index) => {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const place = random.pick(PLACES);
    const daysAgo = Math.floor(random.next() ** 0.8 * 730);
    const createdAt = new Date(now - daysAgo * DAY_MS - random.int(0, DAY_MS));
    const seenDaysAgo = Math.floor(daysAgo * random.next() ** 3);
    return {
      email: `${first}.${last.replace(/\W/g, '')}.${firstNumber + index}@example.com`.toLowerCase(),
      level: LEVEL.RESIDENTIAL,
      firstName: first,
      lastName: last,
      mobile: `+44 7${random.int(100, 999)} ${random.int(100000, 999999)}`,
      addressLine1: `${random.int(1, 180)} ${random.pick(STREETS)}`,
      town: place.town,
      city: place.city,
      postCode: `${place.post} ${random.int(1, 9)}${random.pick(['AB', 'DE', 'HQ', 'RT', 'XY'])}`,
      status: random.next() < 0.92 ? 1 : 0,
      createdAt,
      lastSeenAt: new Date(Math.max(createdAt.getTime(), now - seenDaysAgo * DAY_MS - random.int(0, DAY_MS))),
      commercialClientId: clients.length > 0 && random.next() < 0.4 ? random.pick(clients) : null,
    };
  });
}

/** The demo's two thousand residential users, some of them residents of `clients` (commercial clients' ids). */
export const demoResidentialUsers = (clients: number[]) =>
  drawResidentialUsers(createRandom(3001), COUNT, clients);
