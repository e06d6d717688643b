/** A room as a chart or table names it: with its home when the user has more than one. */
export const roomLabel = (room: { name: string; home_name: string }, homes: number) =>
  homes > 1 ? `${room.name} · ${room.home_name}` : room.name;
