import path from 'node:path';

/**
 * Real published draw results committed with the repository (fixtures/results/README.md says
 * what each file holds and where it comes from). Tests read real data from here and nowhere else.
 */
export const RESULTS_FIXTURES = path.resolve(import.meta.dirname, '../../../../fixtures/results');
