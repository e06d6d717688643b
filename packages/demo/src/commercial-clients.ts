import { DAY_MS, LEVEL } from '@radiant/contract';
import { exampleDomainOf } from './example-domain.ts';
import { createRandom } from './random.ts';

type Brand = [primary: string, primaryDark: string, secondary: string, accent: string];

/**
 * Housing associations, letting agents and installers with their brands. The last two colours of each are
 * background and title text; those marked `weak` deliberately fail WCAG AA somewhere (button text on the
 * accent or primary, or a pale title), so the console's contrast check has something to show.
 */
const CLIENTS: { name: string; trading: string; city: string; brand: Brand; weak?: true }[] = [
  {
    name: 'Northfield Housing',
    trading: 'Northfield Housing Association',
    city: 'Leeds',
    brand: ['#1e6fd9', '#154f9c', '#5b6b7c', '#f59e0b'],
  },
  {
    name: 'Riverside Lettings',
    trading: 'Riverside Lettings Ltd',
    city: 'Bristol',
    brand: ['#0f766e', '#115e59', '#64748b', '#f97316'],
  },
  {
    name: 'Pennine Homes',
    trading: 'Pennine Homes Group',
    city: 'Manchester',
    brand: ['#7c3aed', '#5b21b6', '#6b7280', '#22c55e'],
    weak: true,
  },
  {
    name: 'Tyne Heat Installers',
    trading: 'Tyne Heat Ltd',
    city: 'Newcastle',
    brand: ['#b91c1c', '#7f1d1d', '#57534e', '#facc15'],
  },
  {
    name: 'Forth Valley Housing',
    trading: 'Forth Valley Housing Co-operative',
    city: 'Edinburgh',
    brand: ['#0369a1', '#075985', '#475569', '#38bdf8'],
    weak: true,
  },
  {
    name: 'Midland Warmth',
    trading: 'Midland Warmth Installations',
    city: 'Birmingham',
    brand: ['#c2410c', '#9a3412', '#78716c', '#0ea5e9'],
  },
  {
    name: 'Cardiff Bay Lettings',
    trading: 'Bay Lettings Cymru',
    city: 'Cardiff',
    brand: ['#be185d', '#9d174d', '#6b7280', '#14b8a6'],
  },
  {
    name: 'Isis Property',
    trading: 'Isis Property Management',
    city: 'Oxford',
    brand: ['#1d4ed8', '#1e3a8a', '#64748b', '#eab308'],
  },
  {
    name: 'Greenway Installers',
    trading: 'Greenway Heating Engineers',
    city: 'Leeds',
    brand: ['#15803d', '#14532d', '#4b5563', '#a3e635'],
    weak: true,
  },
  {
    name: 'Harbour Homes',
    trading: 'Harbour Homes Trust',
    city: 'Bristol',
    brand: ['#0e7490', '#155e75', '#52525b', '#fb7185'],
  },
  {
    name: 'Moorland Housing',
    trading: 'Moorland Housing Partnership',
    city: 'Manchester',
    brand: ['#4338ca', '#312e81', '#6b7280', '#f472b6'],
  },
  {
    name: 'Quayside Lets',
    trading: 'Quayside Lets Ltd',
    city: 'Newcastle',
    brand: ['#9333ea', '#6b21a8', '#71717a', '#fde047'],
  },
  {
    name: 'Castle Rock Housing',
    trading: 'Castle Rock Edinvar',
    city: 'Edinburgh',
    brand: ['#334155', '#1e293b', '#64748b', '#f43f5e'],
  },
  {
    name: 'Jewellery Quarter Lettings',
    trading: 'JQ Lettings',
    city: 'Birmingham',
    brand: ['#a16207', '#713f12', '#57534e', '#2dd4bf'],
  },
  {
    name: 'Valleys Heat',
    trading: 'Valleys Heat Services',
    city: 'Cardiff',
    brand: ['#dc2626', '#991b1b', '#525252', '#4ade80'],
  },
  {
    name: 'Cherwell Installers',
    trading: 'Cherwell Heating & Plumbing',
    city: 'Oxford',
    brand: ['#0891b2', '#0e7490', '#64748b', '#facc15'],
    weak: true,
  },
  {
    name: 'Aire Valley Homes',
    trading: 'Aire Valley Homes Ltd',
    city: 'Leeds',
    brand: ['#2563eb', '#1e40af', '#475569', '#fb923c'],
  },
  {
    name: 'Severn Housing',
    trading: 'Severn Housing Association',
    city: 'Bristol',
    brand: ['#047857', '#064e3b', '#4b5563', '#fbbf24'],
  },
  {
    name: 'Irwell Property',
    trading: 'Irwell Property Lettings',
    city: 'Manchester',
    brand: ['#db2777', '#9d174d', '#6b7280', '#60a5fa'],
  },
  {
    name: 'Coastline Installers',
    trading: 'Coastline Renewable Heat',
    city: 'Newcastle',
    brand: ['#0284c7', '#0c4a6e', '#64748b', '#fcd34d'],
  },
];

const STREETS = [
  'Wharf Street',
  'Albion Place',
  'Queen Square',
  'Market Street',
  'Castle Terrace',
  'King Street',
];
const POST_CODES: Record<string, string> = {
  Leeds: 'LS1',
  Bristol: 'BS1',
  Manchester: 'M1',
  Newcastle: 'NE1',
  Edinburgh: 'EH1',
  Birmingham: 'B1',
  Cardiff: 'CF10',
  Oxford: 'OX1',
};

/**
 * About twenty commercial clients who joined over the last three years: each one's account (without a password,
 * which whoever stores it gives) and its business with its brand colours, which belongs to that account.
 */
export function demoCommercialClients() {
  const random = createRandom(5001);
  const now = Date.now();
  const accounts = CLIENTS.map((client) => ({
    email: `admin@${exampleDomainOf(client.name)}`,
    level: LEVEL.COMMERCIAL,
    firstName: client.name,
    lastName: client.trading,
    mobile: `+44 ${random.int(113, 191)} ${random.int(100, 999)} ${random.int(1000, 9999)}`,
    addressLine1: `${random.int(1, 90)} ${random.pick(STREETS)}`,
    town: 'City Centre',
    city: client.city,
    postCode: `${POST_CODES[client.city] ?? ''} ${random.int(1, 9)}${random.pick(['AA', 'BD', 'HX', 'RT'])}`,
    createdAt: new Date(now - random.int(30, 1095) * DAY_MS),
  }));
  // Drawn once every account is, so that the accounts stay the same whatever a business draws.
  return accounts.map((account, index) => {
    const client = CLIENTS[index] as (typeof CLIENTS)[number];
    const [primary, primaryDark, secondary, accent] = client.brand;
    // Every third client has its office away from its registered address.
    const sameAddress = index % 3 !== 0;
    const business = {
      businessName: client.name,
      sameAddress,
      businessAddressLine1: sameAddress
        ? account.addressLine1
        : `${random.int(1, 200)} ${random.pick(STREETS)}`,
      businessTown: account.town,
      businessCity: account.city,
      businessPostCode: sameAddress
        ? account.postCode
        : `${POST_CODES[client.city] ?? ''} ${random.int(1, 9)}ZZ`,
      primaryColor: primary,
      primaryDarkColor: primaryDark,
      secondaryColor: secondary,
      accentColor: accent,
      backgroundColor: client.weak ? '#fafafa' : '#ffffff',
      // A weak brand's title is pale grey: 2.5:1 on its background.
      titleTextColor: client.weak ? '#9ca3af' : '#111827',
      headerTextColor: '#ffffff',
      buttonTextColor: '#ffffff',
      // Fees per managed home a month, negotiated from £2.00 to £4.00 in steps of 25p.
      homeFeeGbp: 2 + 0.25 * random.int(0, 8),
    };
    return { account, business };
  });
}
