import type { Admin } from '@radiant/contract';

/** How an admin is named on screen: their name, or their email before they have one. */
export const nameOf = (admin: Pick<Admin, 'first_name' | 'last_name' | 'email'>) =>
  `${admin.first_name} ${admin.last_name}`.trim() || admin.email;
