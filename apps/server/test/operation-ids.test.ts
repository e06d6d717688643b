import type { Operation } from '@radiant/contract';
import * as contract from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './support/test-app.ts';

const { app } = await createTestApp();

type Documented = Record<string, Record<string, { operationId?: string }>>;
const paths: Documented = (await app.inject({ method: 'GET', url: '/openapi.json' })).json().paths;
const documented = Object.values(paths).flatMap((methods) => Object.values(methods));

/** Each operation of the contract with its name there: `planOperations` and `setStatus`. */
const contractOperations = Object.entries(contract)
  .filter(([name, value]) => name.endsWith('Operations') && typeof value === 'object')
  .flatMap(([group, operations]) =>
    Object.entries(operations as Record<string, Operation>).map(([key, operation]) => ({
      group,
      key,
      operation,
    })),
  );

describe('operation ids in the OpenAPI document', () => {
  it('name every operation, no two alike, and there are as many as in the contract', () => {
    const ids = documented.map((operation) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(ids).toHaveLength(contractOperations.length);
  });

  it('are the contract names: planSetStatus for planOperations.setStatus', () => {
    for (const { group, key, operation } of contractOperations) {
      const path = operation.path.replace(/:(\w+)/g, '{$1}');
      const name = `${group.replace(/Operations$/, '')}${key.charAt(0).toUpperCase()}${key.slice(1)}`;
      const { operationId } = paths[path]?.[operation.method.toLowerCase()] ?? {};
      expect(operationId, `${group}.${key}`).toBe(name);
    }
  });
});
