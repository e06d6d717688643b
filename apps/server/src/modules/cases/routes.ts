import { caseAttachmentOperations, caseOperations, casePolicyOperations } from '@radiant/contract';
import { attachmentNamed } from '../../http/content-disposition.ts';
import { countOf, success } from '../../http/envelope.ts';
import { operationRoutes } from '../../http/operation-routes.ts';
import { actorIdOf } from '../../plugins/authentication.ts';
import { countDeadlines } from './repository.ts';
import {
  addCaseEvent,
  changeCase,
  getAttachment,
  getCase,
  getCasePolicy,
  listCaseOwners,
  listCases,
  openCase,
  setCasePolicy,
} from './service.ts';

/** Cases with their statutory clocks: listed by deadline, opened, edited, and worked through their timeline. */
export const caseRoutes = operationRoutes(caseOperations, (app) => {
  const { db } = app.database;
  const now = () => new Date(app.now());
  return {
    list: async ({ query }) => {
      const page = await listCases(db, query, now());
      return success('CASES', `${countOf(page.cases.length, 'case')} on this page.`, {
        cases: page.cases,
        pagination: { limit: query.limit, next: page.next },
      });
    },
    deadlines: async ({ query }) =>
      success('CASE_DEADLINES', 'Open cases overdue and due within 7 days.', {
        deadlines: await countDeadlines(db, query.client, now()),
      }),
    owners: async () => {
      const owners = await listCaseOwners(db);
      return success('CASE_OWNERS', `${countOf(owners.length, 'admin')} may own a case.`, { owners });
    },
    create: async (request) => {
      const opened = await openCase(db, actorIdOf(request), request.body, now());
      return success('CASE_OPENED', 'The case has been opened.', { case: opened });
    },
    get: async ({ params }) =>
      success('CASE', 'The case and its timeline.', { case: await getCase(db, params.id, now()) }),
    update: async (request) => {
      const changed = await changeCase(db, actorIdOf(request), request.params.id, request.body, now());
      return success('CASE_SAVED', 'The case has been saved.', { case: changed });
    },
    addEvent: async (request) => {
      const changed = await addCaseEvent(db, actorIdOf(request), request.params.id, request.body, now());
      return success('CASE_EVENT_ADDED', 'The case has been updated.', { case: changed });
    },
  };
});

/** Each commercial client's case policy. */
export const casePolicyRoutes = operationRoutes(casePolicyOperations, (app) => ({
  get: async ({ params }) =>
    success('CASE_POLICY', "The client's case policy.", {
      policy: await getCasePolicy(app.database.db, params.id),
    }),
  update: async (request) => {
    const policy = await setCasePolicy(app.database.db, actorIdOf(request), request.params.id, request.body);
    return success('CASE_POLICY_SAVED', "The client's case policy has been saved.", { policy });
  },
}));

/** A case's files, downloaded under their kept names, never shown inline in the console's origin. */
export const caseAttachmentRoutes = operationRoutes(caseAttachmentOperations, (app) => ({
  get: async ({ params }, reply) => {
    const file = await getAttachment(app.database.db, params.id, params.attachment);
    return reply
      .type(file.mediaType)
      .header('content-disposition', attachmentNamed(file.name))
      .header('cache-control', 'private, no-store')
      .send(file.content);
  },
}));
