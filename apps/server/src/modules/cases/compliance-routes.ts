import { caseComplianceOperations } from '@radiant/contract';
import { success } from '../../http/envelope.ts';
import { operationRoutes } from '../../http/operation-routes.ts';
import { getClientCompliance } from './compliance-service.ts';

/** Each commercial client's deadlines of a year: met on time, missed and running, by month. */
export const caseComplianceRoutes = operationRoutes(caseComplianceOperations, (app) => ({
  get: async ({ params, query }) => {
    const compliance = await getClientCompliance(app.database.db, params.id, query.year, new Date(app.now()));
    return success('CASE_COMPLIANCE', `The client's deadlines of ${compliance.year}.`, { compliance });
  },
}));
