import { describe, expect, it } from 'vitest';
import { memoryApp } from './support/memory-app';
import { DEV } from '../../src/features/dev/dev.module';

describe('fake backend control panel: random faults', () => {
  it('validates the form, switches random faults on with rate, seed and kinds, and off again', async () => {
    const app = await memoryApp();
    const vm = app.get(DEV.fakeBackendViewModel);
    await vm.load();
    expect(vm.faults).toBeNull();
    expect(vm.faultFormValid).toBe(true);

    vm.setFaultRate('1,5');
    expect(vm.faultFormValid).toBe(false);
    await vm.startFaults();
    expect(vm.faults).toBeNull();

    vm.setFaultRate('0,25');
    vm.setFaultSeed('42');
    vm.toggleFaultKind('delay');
    vm.toggleFaultKind('lost_answer');
    await vm.startFaults();
    expect(vm.message).toBe('dev.fake.faultsOn');
    expect(vm.faults).toMatchObject({ rate: 0.25, seed: 42, kinds: ['status_500', 'status_503', 'drop'], calls: 0 });

    for (const kind of ['status_500', 'status_503', 'drop']) vm.toggleFaultKind(kind);
    expect(vm.faultFormValid).toBe(false);

    await vm.stopFaults();
    expect(vm.message).toBe('dev.fake.faultsOff');
    expect(vm.faults).toBeNull();
  });
});
