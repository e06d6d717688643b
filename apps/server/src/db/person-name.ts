/** A person's name as the console shows it (first and last, or the email when both are empty), by id: SQL. */
export const personNameOf = (id: string) =>
  `(SELECT coalesce(nullif(trim(p.first_name || ' ' || p.last_name), ''), p.email) FROM users AS p WHERE p.id = ${id})`;
