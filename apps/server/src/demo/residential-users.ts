import { LEVEL } from '@radiant/contract';
import { users } from '../db/schema.ts';
import { NO_PASSWORD } from '../modules/auth/passwords.ts';
import type { DemoDataSet } from './index.ts';
import { createRandom } from './random.ts';

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
];
const STREETS = ['Oak Road', 'Mill Lane', 'Church Street', 'Victoria Avenue', 'Park Terrace', 'Station Road'];
const COUNT = 240;
const DAY_MS = 86_400_000;

/** Residential app users who signed up over the last two years, more of them in autumn and winter. */
export const residentialUsers: DemoDataSet = {
  name: 'residential-users',
  async load(tx) {
    const random = createRandom(3001);
    const now = Date.now();
    const rows = Array.from({ length: COUNT }, (_, index) => {
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      const place = random.pick(PLACES);
      const daysAgo = Math.floor(random.next() ** 0.8 * 730);
      return {
        email: `${first}.${last}.${index + 1}@example.com`.toLowerCase(),
        passwordHash: NO_PASSWORD,
        level: LEVEL.RESIDENTIAL,
        firstName: first,
        lastName: last,
        mobile: `+44 7${random.int(100, 999)} ${random.int(100000, 999999)}`,
        addressLine1: `${random.int(1, 180)} ${random.pick(STREETS)}`,
        town: place.town,
        city: place.city,
        postCode: `${place.post} ${random.int(1, 9)}${random.pick(['AB', 'DE', 'HQ', 'RT', 'XY'])}`,
        status: random.next() < 0.92 ? 1 : 0,
        createdAt: new Date(now - daysAgo * DAY_MS - random.int(0, DAY_MS)),
      };
    });
    await tx.insert(users).values(rows);
  },
};
