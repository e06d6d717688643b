/** The success envelope; `message` is the machine code, `description` the sentence a person reads. */
export const success = <T>(message: string, description: string, data: T, code = 200) => ({
  code,
  message,
  description,
  data,
});

/** "1 plan", "3 plans": a count with its noun, for descriptions. */
export const countOf = (count: number, singular: string, plural = `${singular}s`) =>
  `${count} ${count === 1 ? singular : plural}`;
