import type { useUpgradeFlow } from '../hooks/use-upgrade-flow';
import { CongratulationsDialog } from './congratulations-dialog';
import { UpgradeOptionsDialog } from './upgrade-options-dialog';
import { UpgradingOverlay } from './upgrading-overlay';

type UpgradeFlowDialogsProps = {
  flow: ReturnType<typeof useUpgradeFlow>;
  /** The level shown now, for the overlay's target before the flow names one. */
  level: number | undefined;
};

/**
 * The upgrade flow's modals (options or max level, the upgrading overlay, the congratulations), in a chunk
 * of their own that the level widget loads when the page is idle or at the first Upgrade.
 */
export function UpgradeFlowDialogs({ flow, level }: UpgradeFlowDialogsProps) {
  const { state } = flow;
  return (
    <>
      <UpgradeOptionsDialog
        view={state.step === 'max' ? 'max' : state.step === 'options' ? state : null}
        onChoose={flow.choose}
        onClose={flow.cancel}
      />
      <UpgradingOverlay
        open={state.step === 'upgrading'}
        targetLevel={state.step === 'upgrading' ? state.targetLevel : (level ?? 1) + 1}
        progress={flow.progress}
      />
      <CongratulationsDialog
        result={state.step === 'done' ? state.result : null}
        onContinue={() => window.location.reload()}
      />
    </>
  );
}
