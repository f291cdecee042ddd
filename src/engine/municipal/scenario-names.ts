/** The names of the workshop's scenarios (issue #13), apart from their making so the contract can list them. */
export const SCENARIO_NAMES = ['empty', 'every-state', 'nearly-full'] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];
