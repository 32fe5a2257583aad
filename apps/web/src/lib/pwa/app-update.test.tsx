import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PWA } from '@vh/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { AppUpdate } from './app-update.tsx';
import { forgetServiceWorker } from './service-worker.ts';

// workbox-window stands in for the browser's service worker container: what it reports ('waiting',
// 'controlling') is dispatched by each test, as a browser would when a deployment is found.
const fake = vi.hoisted(() => ({
  instances: [] as {
    url: string;
    options: unknown;
    update: () => Promise<void>;
    messageSkipWaiting: () => void;
    dispatchEvent: (event: Event) => boolean;
  }[],
  registration: null as null | { waiting: unknown; installing: unknown },
}));

vi.mock('workbox-window', () => ({
  Workbox: class extends EventTarget {
    update = vi.fn(() => Promise.resolve());
    messageSkipWaiting = vi.fn();
    readonly url: string;
    readonly options: unknown;
    constructor(url: string, options: unknown) {
      super();
      this.url = url;
      this.options = options;
      fake.instances.push(this);
    }
    register() {
      return Promise.resolve(fake.registration);
    }
  },
}));

/** A waiting worker, as the registration lists it once a new version has installed. */
const waitingWorker = () => Object.assign(new EventTarget(), { state: 'installed' });

function browserWithWorkers({ controlled = true } = {}) {
  vi.stubEnv('PROD', true);
  vi.stubGlobal('isSecureContext', true);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: controlled ? {} : null },
  });
}

const workbox = () => {
  const instance = fake.instances[0];
  if (!instance) throw new Error('no service worker was registered');
  return instance;
};

const settle = () => act(() => Promise.resolve());

beforeEach(() => {
  forgetServiceWorker();
  fake.instances.length = 0;
  fake.registration = { waiting: null, installing: null };
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the app’s update prompt', () => {
  it('registers /sw.js for the whole site and says nothing until a new version waits', async () => {
    browserWithWorkers();
    await renderWithProviders(<AppUpdate reload={vi.fn()} />);
    await settle();

    expect(fake.instances).toHaveLength(1);
    expect(workbox().url).toBe('/sw.js');
    expect(workbox().options).toEqual({ scope: '/' });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers “Update available — Reload”, and reloads only once the new version runs the page', async () => {
    browserWithWorkers();
    const reload = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<AppUpdate reload={reload} />);
    await settle();
    fake.registration!.waiting = waitingWorker();

    act(() => void workbox().dispatchEvent(new Event('waiting')));

    const prompt = await screen.findByRole('status');
    expect(prompt.textContent).toBe('Update availableReload');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(workbox().messageSkipWaiting).toHaveBeenCalledOnce();
    // Nothing swaps under the person: the page waits for the new version to take control.
    expect(reload).not.toHaveBeenCalled();
    workbox().dispatchEvent(new Event('controlling'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads at once when no version waits any more (another tab took it)', async () => {
    browserWithWorkers();
    const reload = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<AppUpdate reload={reload} />);
    await settle();
    act(() => void workbox().dispatchEvent(new Event('waiting')));

    await user.click(await screen.findByRole('button', { name: 'Reload' }));

    expect(workbox().messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('on a page no worker runs yet, reloads once the waiting version has taken over', async () => {
    browserWithWorkers({ controlled: false });
    const reload = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<AppUpdate reload={reload} />);
    await settle();
    const waiting = waitingWorker();
    fake.registration!.waiting = waiting;
    act(() => void workbox().dispatchEvent(new Event('waiting')));

    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(reload).not.toHaveBeenCalled();
    waiting.state = 'activated';
    waiting.dispatchEvent(new Event('statechange'));

    expect(reload).toHaveBeenCalledOnce();
  });

  it('looks for a new version every PWA.updateCheckMs while signed in, and stops after', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    browserWithWorkers();
    const { unmount } = await renderWithProviders(<AppUpdate reload={vi.fn()} />);
    await settle();
    expect(workbox().update).not.toHaveBeenCalled();

    // A check finds the version of a second deployment, which workbox-window no longer reports.
    fake.registration!.waiting = waitingWorker();
    await act(() => vi.advanceTimersByTimeAsync(PWA.updateCheckMs));
    expect(workbox().update).toHaveBeenCalledOnce();
    expect(await screen.findByRole('status')).toBeTruthy();

    unmount();
    await vi.advanceTimersByTimeAsync(PWA.updateCheckMs * 3);
    expect(workbox().update).toHaveBeenCalledOnce();
  });

  it('registers nothing in a development build or a browser without service workers', async () => {
    vi.stubEnv('PROD', false);
    vi.stubGlobal('isSecureContext', true);
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
    await renderWithProviders(<AppUpdate reload={vi.fn()} />);
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.stubEnv('PROD', true);
    await renderWithProviders(<AppUpdate reload={vi.fn()} />);
    await settle();

    expect(fake.instances).toHaveLength(0);
  });
});
