import { describe, expect, it } from 'vitest';
import { ConfirmationStep } from '../../src/ui/serious-confirmation';

describe('ConfirmationStep (a Spielpause, a Selbstsperre)', () => {
  it('opens unticked every time: a tick from an earlier opening never carries over', () => {
    const step = new ConfirmationStep();
    expect([step.open, step.acknowledged]).toEqual([false, false]);
    step.start();
    step.setAcknowledged(true);
    expect([step.open, step.acknowledged]).toEqual([true, true]);
    step.close();
    expect([step.open, step.acknowledged]).toEqual([false, false]);
    step.setAcknowledged(true);
    step.start();
    expect([step.open, step.acknowledged]).toEqual([true, false]);
  });
});
