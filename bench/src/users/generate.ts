import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DAY_MS, LEVEL } from '@radiant/contract';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

// Ordered from most to least common, as in UK name statistics: the weights below make the first ones frequent
// (Smith is about one user in thirty) and the last ones rare.
const FIRST_NAMES = (
  'Oliver Amelia George Olivia Harry Isla Noah Ava Jack Mia Leo Ivy Arthur Lily Muhammad Isabella Oscar Rosie ' +
  'Charlie Sophia Jacob Grace Thomas Freya Henry Willow William Florence Alfie Emily Theo Ella Freddie Poppy ' +
  'Archie Evie Joshua Elsie Alexander Charlotte James Evelyn Edward Sienna Lucas Daisy Finley Phoebe Max ' +
  'Sophie Isaac Harper Tommy Alice Ethan Matilda Teddy Millie Adam Ruby Daniel Maya Samuel Chloe Mohammed ' +
  'Hannah Logan Zara Reggie Aisha Elijah Layla Arlo Zoe Hugo Priya Rory Niamh Callum Fatima Kwame Megan Rhys ' +
  'Jakub Zofia Ravi Yusuf Amara Omar Bronwen Declan Siobhan Ewan Morag Tomasz Agnieszka Kofi Ngozi Hamish Ffion'
).split(' ');
const LAST_NAMES = (
  'Smith Jones Taylor Brown Williams Wilson Johnson Davies Patel Robinson Wright Thompson Evans Walker White ' +
  'Roberts Green Hall Thomas Clarke Jackson Wood Harris Edwards Turner Martin Cooper Hill Ward Hughes Moore ' +
  'Clark King Harrison Lewis Baker Lee Allen Morris Khan Scott Watson Davis Parker James Bennett Young ' +
  'Phillips Richardson Mitchell Bailey Carter Cook Singh Shaw Bell Collins Morgan Kelly Begum Miller Cox Marshall ' +
  "Simpson Anderson Ellis Adams Campbell Murphy Ahmed Ali Kowalski O'Brien MacDonald Mensah Okafor Nowak " +
  'Fitzgerald Gallagher Henderson Pritchard Llewellyn Zielinski Abernethy Quinn Rahman Chowdhury Osei'
).split(' ');
const PLACES = [
  ['Headingley', 'Leeds', 'LS6'],
  ['Chapel Allerton', 'Leeds', 'LS7'],
  ['Clifton', 'Bristol', 'BS8'],
  ['Southville', 'Bristol', 'BS3'],
  ['Didsbury', 'Manchester', 'M20'],
  ['Chorlton', 'Manchester', 'M21'],
  ['Jesmond', 'Newcastle upon Tyne', 'NE2'],
  ['Morningside', 'Edinburgh', 'EH10'],
  ['Leith', 'Edinburgh', 'EH6'],
  ['Harborne', 'Birmingham', 'B17'],
  ['Moseley', 'Birmingham', 'B13'],
  ['Roath', 'Cardiff', 'CF24'],
  ['Headington', 'Oxford', 'OX3'],
  ['Mossley Hill', 'Liverpool', 'L18'],
  ['Sherwood', 'Nottingham', 'NG5'],
  ['Hillhead', 'Glasgow', 'G12'],
  ['Heavitree', 'Exeter', 'EX1'],
  ['Ecclesall', 'Sheffield', 'S11'],
  ['Ormeau', 'Belfast', 'BT7'],
  ['Brixton', 'London', 'SW2'],
  ['Islington', 'London', 'N1'],
  ['Walthamstow', 'London', 'E17'],
  ['Ealing', 'London', 'W5'],
  ['Southsea', 'Portsmouth', 'PO4'],
  ['Chesterton', 'Cambridge', 'CB4'],
  ['Clarendon Park', 'Leicester', 'LE2'],
  ['Sketty', 'Swansea', 'SA2'],
  ['Hove', 'Brighton', 'BN3'],
  ['Heaton', 'Bradford', 'BD9'],
  ['Stoke', 'Plymouth', 'PL3'],
] as const;
const STREETS =
  'Oak Road,Mill Lane,Church Street,Victoria Avenue,Park Terrace,Station Road,Queens Drive,Meadow Close,High Street,Elm Grove'.split(
    ',',
  );
const DOMAINS = ['gmail.com', 'outlook.com', 'hotmail.co.uk', 'yahoo.co.uk', 'icloud.com', 'btinternet.com'];
const CLIENTS = [
  'Northern Homes Housing Association',
  'Severn Lettings',
  'Pennine Heating Installers',
  'Clyde Valley Housing',
  'Thames Estates',
  'Mersey Property Management',
  'Cotswold Rentals',
  'Tyne Living',
  'Forth Housing Co-operative',
  'Wessex Homes',
  'Anglia Heating Services',
  'Cardiff Bay Lettings',
  'Peak District Cottages',
  'Solent Student Homes',
  'Midlands Warmth',
  'Belfast City Housing',
  'Yorkshire Rose Lettings',
  'Kentish Homes',
  'Highland Installers',
  'Lakeland Property Care',
];

/** A deterministic generator (mulberry32), so that every run loads the same users. */
function createRandom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int, pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T };
}

/** Draws from a list ordered by frequency: weight 1 / (rank + 10), a flattened Zipf curve. */
function weighted<T>(items: readonly T[]) {
  const cumulative: number[] = [];
  let sum = 0;
  for (let rank = 0; rank < items.length; rank += 1) {
    sum += 1 / (rank + 10);
    cumulative.push(sum);
  }
  return (draw: number) => {
    const target = draw * sum;
    let low = 0;
    let high = items.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 0) < target) low = middle + 1;
      else high = middle;
    }
    return items[low] as T;
  };
}

const hex = (random: ReturnType<typeof createRandom>) =>
  `#${random.int(0, 0xffffff).toString(16).padStart(6, '0')}`;

/** 20 commercial clients (each a level-5001 account) and the 3 plans; answers the clients' user ids. */
async function insertClientsAndPlans(client: pg.ClientBase): Promise<number[]> {
  const random = createRandom(5001);
  const ids: number[] = [];
  for (const [index, name] of CLIENTS.entries()) {
    const place = random.pick(PLACES);
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, level, first_name, last_name, town, city, post_code)
       VALUES ($1, '!', ${LEVEL.COMMERCIAL}, $2, 'Ltd', $3, $4, $5) RETURNING id`,
      [`client${index + 1}@clients.example.com`, name, place[0], place[1], `${place[2]} 1AA`],
    );
    const id = rows[0]?.id ?? 0;
    const colours = Array.from({ length: 8 }, () => hex(random));
    await client.query(
      `INSERT INTO commercial_clients (user_id, business_name, business_town, business_city, primary_color,
         primary_dark_color, secondary_color, accent_color, background_color, title_text_color,
         header_text_color, button_text_color)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [id, name, place[0], place[1], ...colours],
    );
    ids.push(id);
  }
  await client.query(`INSERT INTO subscription_plans (title, type, cost, yearly_discount)
    VALUES ('Free', 1, 0, 0), ('Standard', 2, 3.99, 15), ('Premium', 3, 7.99, 20)`);
  return ids;
}

/** Lines of COPY's text format for `count` residential users, a chunk of 1,000 at a time. */
function* userLines(count: number, clients: number[], onProgress: (done: number) => void) {
  const random = createRandom(3001);
  const firstName = weighted(FIRST_NAMES);
  const lastName = weighted(LAST_NAMES);
  const now = Date.now();
  let chunk = '';
  for (let index = 1; index <= count; index += 1) {
    const first = firstName(random.next());
    const last = lastName(random.next());
    const [town, city, outward] = random.pick(PLACES);
    // Two years of sign-ups, more of them recent; last seen some time since.
    const createdAt = now - random.next() ** 0.8 * 730 * DAY_MS;
    const lastSeenAt = createdAt + (now - createdAt) * random.next() ** 0.3;
    const email = `${first}.${last.replace(/\W/g, '')}${index}@${random.pick(DOMAINS)}`.toLowerCase();
    const mobile = `+44 7${random.int(100, 999)} ${random.int(100_000, 999_999)}`;
    const postCode = `${outward} ${random.int(1, 9)}${String.fromCharCode(65 + random.int(0, 25), 65 + random.int(0, 25))}`;
    const client = random.next() < 0.4 ? String(random.pick(clients)) : '\\N';
    const status = random.next() < 0.92 ? 1 : 0;
    const signedUp = new Date(createdAt).toISOString();
    chunk += `${email}\t!\t${LEVEL.RESIDENTIAL}\t${first}\t${last}\t${mobile}\t${random.int(1, 180)} ${random.pick(STREETS)}\t${town}\t${city}\t${postCode}\t${status}\t${client}\t${signedUp}\t${signedUp}\t${new Date(lastSeenAt).toISOString()}\n`;
    if (index % 1000 === 0 || index === count) {
      yield chunk;
      chunk = '';
      onProgress(index);
    }
  }
}

/** One `\r`-updated line on stderr, redrawn at each whole percent (a log file gets a hundred, not a thousand). */
function progressBar(label: string, total: number) {
  const started = performance.now();
  let drawn = -1;
  return (done: number) => {
    const percent = Math.floor((done / total) * 100);
    if (percent === drawn && done !== total) return;
    drawn = percent;
    const filled = Math.round((done / total) * 30);
    const seconds = (performance.now() - started) / 1000;
    process.stderr.write(
      `\r${label} [${'#'.repeat(filled)}${' '.repeat(30 - filled)}] ${done.toLocaleString('en-GB')}/${total.toLocaleString('en-GB')} ${seconds.toFixed(1)} s${done === total ? '\n' : ''}`,
    );
  };
}

/**
 * Loads `count` residential users by COPY, about 70% of them with a current subscription (INSERT … SELECT).
 * The users table's secondary indexes are dropped during the load and rebuilt from their own definitions
 * afterwards, as PostgreSQL's "Populating a Database" advises: one sorted build instead of a million GIN
 * insertions. Answers the time of each phase.
 */
export async function loadUsers(client: pg.ClientBase, count: number) {
  const clients = await insertClientsAndPlans(client);
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `SELECT indexrelid::regclass::text AS name, pg_get_indexdef(indexrelid) AS definition FROM pg_index
     WHERE indrelid = 'users'::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conindid = indexrelid)`,
  );
  for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);

  let started = performance.now();
  const copy = client.query(
    copyFrom(`COPY users (email, password_hash, level, first_name, last_name, mobile, address_line1, town, city,
      post_code, status, commercial_client_id, created_at, updated_at, last_seen_at) FROM STDIN`),
  );
  await pipeline(Readable.from(userLines(count, clients, progressBar('users', count))), copy);
  const copyMs = performance.now() - started;

  started = performance.now();
  await client.query(`SET maintenance_work_mem = '512MB'`);
  const indexProgress = progressBar('indexes', indexes.length);
  for (const [done, index] of indexes.entries()) {
    indexProgress(done);
    await client.query(index.definition);
  }
  indexProgress(indexes.length);
  const indexMs = performance.now() - started;

  started = performance.now();
  const subscribed = await client.query(`
    WITH picked AS (
      SELECT id, created_at, random() AS draw, random() < 0.7 AS monthly
      FROM users WHERE level = ${LEVEL.RESIDENTIAL} AND random() < 0.7
    )
    INSERT INTO subscriptions (user_id, plan_id, billing, price_paid, started_at)
    SELECT picked.id, plan.id, CASE WHEN monthly THEN 'monthly' ELSE 'yearly' END,
      CASE WHEN monthly THEN plan.cost ELSE round(plan.cost * 12 * (1 - plan.yearly_discount / 100), 2) END,
      least(now(), picked.created_at + random() * interval '14 days')
    FROM picked JOIN subscription_plans AS plan
      ON plan.title = CASE WHEN draw < 0.5 THEN 'Free' WHEN draw < 0.85 THEN 'Standard' ELSE 'Premium' END`);
  const subscriptionsMs = performance.now() - started;

  started = performance.now();
  await client.query('ANALYZE');
  const analyzeMs = performance.now() - started;
  return { copyMs, indexMs, subscriptions: subscribed.rowCount ?? 0, subscriptionsMs, analyzeMs };
}
