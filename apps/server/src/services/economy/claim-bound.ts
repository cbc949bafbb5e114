import type { ClaimRule } from '@focus-room/core/economy/claim-bound';

// The claim rule lives in @focus-room/core/economy/claim-bound. What stays here serves only the task
// writes that are still decided in SQL (migrations 0015, 0020, 0021): the rule's numbers as those
// functions take them.
export {
  type ClaimDecision,
  type ClaimInput,
  type ClaimRule,
  COIN_RULE,
  decideClaim,
  MAX_BACKLOG_MS,
  POMODORO_RULE,
  startOfUtcDay,
  TIME_RULE,
} from '@focus-room/core/economy/claim-bound';

/** A rule's numbers as the SQL form of decideClaim takes them (focus_claim_decision, migration 0014). */
export const ruleValues = (rule: ClaimRule) => ({
  unitMs: rule.unitMs,
  toleranceMs: rule.toleranceMs,
  backlogMs: rule.maxBacklogMs,
  forfeitMs: rule.forfeitAfterMs,
});
export type RuleValues = ReturnType<typeof ruleValues>;

/** The same numbers as an item of a batch of claims names them (migration 0021). */
export const ruleItem = (values: RuleValues) => ({
  unit_ms: values.unitMs,
  tolerance_ms: values.toleranceMs,
  backlog_ms: values.backlogMs,
  forfeit_ms: values.forfeitMs,
});
