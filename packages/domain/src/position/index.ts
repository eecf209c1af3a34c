/**
 * Position taking (占成) and eat caps (吃字), docs/rules.md "Position taking": the settings' rules
 * (`settings`, `clamps`), the sharing of each accepted line up the agent path when an order is
 * placed (`allocation`), and the valuation of every level's position when a draw settles
 * (`valuation`).
 */
export {
  FULL_TAKE_BP,
  type Amounts,
  type CapTable,
  type KeptShare,
  type PositionLevel,
  type TakeSettings,
  type TakeTable,
  type ValuationLevel,
} from './types.js';
export {
  applyTakeChange,
  ownShare,
  parseCapPoints,
  parseTakeChange,
  parseTakePercent,
  takeExcesses,
  takePercent,
  type SettingError,
  type SettingParse,
  type TakeBound,
  type TakeChange,
  type TakeExcess,
  type TakeSettingsTables,
} from './settings.js';
export { clampsOf, type Clamp, type TakeNode } from './clamps.js';
export { allocateTakes, anyTake, takeShare, type LineTakes, type TakeAllocation } from './allocation.js';
export { betFigures, valueLine, valueOf, type BetFigures, type LineValuation } from './valuation.js';
