import { schemaResolver } from '@mantine/form';
import { applyPlainMessages } from '@radiant/contract';

applyPlainMessages();

/** A form's validation from a contract schema, worded as the server words its 400 answers. */
export const validateWith = (schema: Parameters<typeof schemaResolver>[0]) =>
  schemaResolver(schema, { sync: true });
