import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPlan, pendingPlan, rememberPlan } from './pending-plan.ts';

describe('pending plan', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('remembers a plan until it is forgotten', () => {
    expect(pendingPlan()).toBeNull();
    rememberPlan('basic');
    expect(pendingPlan()).toBe('basic');
    rememberPlan('pro');
    expect(pendingPlan()).toBe('pro');
    forgetPlan();
    expect(pendingPlan()).toBeNull();
  });

  it.each(['enterprise', 'free', 'gold', 'PRO', ' pro', '', '{"plan":"pro"}'])(
    'ignores a stored %j, which is not a plan bought through the checkout',
    (stored) => {
      rememberPlan('basic');
      const [key] = Object.keys(localStorage);
      localStorage.setItem(key ?? '', stored);
      expect(pendingPlan()).toBeNull();
    },
  );

  it('does not throw when storage is blocked', () => {
    const blocked = () => {
      throw new DOMException('Storage is blocked', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked);

    expect(() => rememberPlan('basic')).not.toThrow();
    expect(pendingPlan()).toBeNull();
    expect(() => forgetPlan()).not.toThrow();
  });
});
