import { rem } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ZBotStatus,
  layout,
  timings,
  type TBotLogEntry,
  type TBotStatus,
  type TProfile,
  t,
} from '@vh/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildLogin, buildProfile, errorResponse, jsonResponse } from '../../testing/factories.ts';
import { stubFetch, type RecordedRequest } from '../../testing/fetch-stub.ts';
import { input } from '../../testing/inputs.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { adoptSession, isAuthUserRequest } from '../../testing/session.ts';
import { BotPanel } from './components/bot-panel.tsx';

vi.setConfig({ testTimeout: 20_000 });

const login = buildLogin();
const profile = buildProfile({ uid: login.user.id });

function buildStatus(overrides: Partial<TBotStatus> = {}): TBotStatus {
  return ZBotStatus.parse({
    status: 'stopped',
    amount: null,
    simulated: true,
    starting_balance: 10_000,
    cash: 9_900,
    balance: 10_012.5,
    profit_loss: 12.5,
    trades: 3,
    positions: [{ symbol: 'MAPL', units: 0.9901, cost: 100, value: 112.5 }],
    prices: [
      { symbol: 'MAPL', name: 'Maple Foods (simulated)', price: 113.62 },
      { symbol: 'BRCH', name: 'Birch Energy (simulated)', price: 44.1 },
    ],
    started_at: null,
    stopped_at: null,
    ...overrides,
  });
}

const entry = (id: number, text: string): TBotLogEntry => ({
  id,
  timestamp: new Date(Date.UTC(2026, 10, 25, 15, 0, id)).toISOString(),
  text,
});

/** A fake bot API: the status and log it holds answer the panel's calls; `override` answers first. */
function botServer(status = buildStatus(), logs: TBotLogEntry[] = []) {
  const server = {
    status,
    logs,
    failLogs: false,
    /** The owner's switch for their staff, as the server holds it. */
    staffAllowed: false,
    stoppedBots: 0,
    override: undefined as ((request: RecordedRequest) => Response | undefined) | undefined,
  };
  const answer = (request: RecordedRequest): Response => {
    const overridden = server.override?.(request);
    if (overridden) return overridden;
    const url = new URL(request.url, 'http://app.test');
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /api/bot/status/') return jsonResponse(200, server.status);
    if (route === 'GET /api/bot/message/logs/') {
      if (server.failLogs) return errorResponse(500, 'INTERNAL', 'Database unavailable');
      const after = Number(url.searchParams.get('after') ?? -1);
      return jsonResponse(
        200,
        server.logs.filter((logged) => logged.id > after),
      );
    }
    if (route === 'POST /api/bot/start/') {
      const { amount } = request.body as { amount: number };
      server.status = { ...server.status, status: 'running', amount };
      return jsonResponse(200, server.status);
    }
    if (route === 'POST /api/bot/stop/') {
      server.status = { ...server.status, status: 'stopped', positions: [] };
      return jsonResponse(200, server.status);
    }
    if (route === 'GET /api/bot/simulator/')
      return jsonResponse(200, { staff_allowed: server.staffAllowed });
    if (route === 'PUT /api/bot/simulator/') {
      server.staffAllowed = (request.body as { staff_allowed: boolean }).staff_allowed;
      return jsonResponse(200, {
        staff_allowed: server.staffAllowed,
        stopped_bots: server.staffAllowed ? 0 : server.stoppedBots,
      });
    }
    if (route === 'POST /api/bot/reset/') {
      server.status = buildStatus({ cash: 10_000, balance: 10_000, profit_loss: 0, positions: [] });
      return jsonResponse(200, server.status);
    }
    return errorResponse(500, 'INTERNAL');
  };
  return { server, answer };
}

/**
 * The panel for the signed-in owner (or `who`); `fakeTimers` lets a test move the 5 s polls on by
 * hand.
 */
async function renderPanel(
  answer: (request: RecordedRequest) => Response,
  fakeTimers = false,
  who: TProfile = profile,
) {
  if (fakeTimers) vi.useFakeTimers({ shouldAdvanceTime: true });
  const requests = stubFetch((request) =>
    isAuthUserRequest(request.url) ? jsonResponse(200, login.user) : answer(request),
  );
  await adoptSession(login);
  const user = userEvent.setup(
    fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {},
  );
  const rendered = await renderWithProviders(<BotPanel profile={who} />, {
    route: '/dashboard?panel=dashboard',
  });
  const sent = (method: string, path: string) =>
    requests.filter((r) => r.method === method && r.url.split('?')[0] === path);
  const logAsks = () => sent('GET', '/api/bot/message/logs/').map((r) => r.url);
  return { user, requests, sent, logAsks, ...rendered };
}

/** One poll interval later (timings.logPollIntervalMs), with what it fetched settled. */
const nextPoll = () => act(() => vi.advanceTimersByTimeAsync(timings.logPollIntervalMs));

const amountInput = () => input('Amount per trade');
const logEntries = () =>
  within(screen.getByRole('log', { name: 'Bot log, newest last' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the paper-trading bot panel', () => {
  it('shows a stopped bot with Start bot, the simulated label and the paper account', async () => {
    const { answer } = botServer();
    await renderPanel(answer);

    expect(await screen.findByRole('button', { name: 'Start bot' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop bot' })).toBeNull();
    expect(screen.getByText('Simulated — no real money')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Status: Stopped');
    expect(amountInput().value).toBe('100');
    const account = within(screen.getByRole('region', { name: 'Paper account' }));
    expect(account.getByText('$10,012.50')).toBeTruthy();
    expect(account.getByText('+$12.50')).toBeTruthy();
    expect(account.getByText('$9,900.00')).toBeTruthy();
    const held = within(account.getByRole('table', { name: 'Shares held' }));
    expect(held.getByRole('row', { name: /MAPL 0\.9901 \$112\.50/ })).toBeTruthy();
    const prices = within(account.getByRole('table', { name: 'Simulated prices' }));
    expect(prices.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText(/Every 5 seconds.+last 5 steps.+last 20 steps/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Recent activity' })).toBeTruthy();
    expect(screen.getByText(/Nothing in the log yet/)).toBeTruthy();
  });

  it('starts the bot with the user’s uid and the amount typed, then offers Stop bot', async () => {
    const { answer } = botServer(buildStatus({ amount: 40 }));
    const { user, sent } = await renderPanel(answer);
    await screen.findByRole('button', { name: 'Start bot' });
    // The last run's amount is offered again.
    expect(amountInput().value).toBe('40');

    await user.clear(amountInput());
    await user.type(amountInput(), '25.5');
    await user.click(screen.getByRole('button', { name: 'Start bot' }));

    expect(await screen.findByRole('button', { name: 'Stop bot' })).toBeTruthy();
    expect(sent('POST', '/api/bot/start/').map((r) => r.body)).toEqual([
      { user_uid: profile.uid, amount: 25.5 },
    ]);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Status: Running'));
    expect(amountInput().disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Start bot' })).toBeNull();
  });

  it.each([
    ['0', 'The amount per trade must be at least $1.00'],
    ['1.234', 'The amount per trade can have at most two decimals (cents)'],
    ['20000', 'The amount per trade must be at most $10,000.00'],
  ])('refuses the amount %s with the contract’s words and sends nothing', async (typed, words) => {
    const { answer } = botServer();
    const { user, sent } = await renderPanel(answer);
    await screen.findByRole('button', { name: 'Start bot' });

    await user.clear(amountInput());
    await user.type(amountInput(), typed);
    await user.click(screen.getByRole('button', { name: 'Start bot' }));

    expect(await screen.findByText(words)).toBeTruthy();
    expect(amountInput().getAttribute('aria-invalid')).toBe('true');
    expect(sent('POST', '/api/bot/start/')).toEqual([]);
  });

  describe('typed with a decimal comma', () => {
    /** The browser's language, as navigator.language says it. */
    const speaking = (language: string) =>
      vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(language);

    async function startWith(typed: string) {
      const { answer } = botServer();
      const rendered = await renderPanel(answer);
      await screen.findByRole('button', { name: 'Start bot' });
      await rendered.user.clear(amountInput());
      await rendered.user.type(amountInput(), typed);
      await rendered.user.click(screen.getByRole('button', { name: 'Start bot' }));
      return rendered;
    }

    it('reads 7,5 as 7.5 in a browser whose language writes decimals with a comma', async () => {
      speaking('fr-CA');
      const { sent } = await startWith('7,5');

      expect(await screen.findByRole('button', { name: 'Stop bot' })).toBeTruthy();
      expect(sent('POST', '/api/bot/start/').map((r) => r.body)).toEqual([
        { user_uid: profile.uid, amount: 7.5 },
      ]);
      expect(amountInput().value).toBe('7,5');
    });

    it('refuses it with a sentence in one that writes decimals with a point, and sends nothing', async () => {
      speaking('en-CA');
      const { sent } = await startWith('7,5');

      expect(await screen.findByText('Use a point for decimals: 7.5')).toBeTruthy();
      // Kept as typed: never turned into 75.
      expect(amountInput().value).toBe('7,5');
      expect(amountInput().getAttribute('aria-invalid')).toBe('true');
      expect(sent('POST', '/api/bot/start/')).toEqual([]);
    });
  });

  it('shows the server’s refusal of the amount under the input, and stays stopped', async () => {
    const { server, answer } = botServer();
    server.override = (request) =>
      request.url === '/api/bot/start/'
        ? errorResponse(
            400,
            'VALIDATION_FAILED',
            // As the server words it: the field named first.
            'amount: The amount per trade is more than your virtual cash ($9,900.00)',
            'amount',
          )
        : undefined;
    const { user } = await renderPanel(answer);
    await screen.findByRole('button', { name: 'Start bot' });

    await user.clear(amountInput());
    await user.type(amountInput(), '9999');
    await user.click(screen.getByRole('button', { name: 'Start bot' }));

    const words = await screen.findByText(
      'The amount per trade is more than your virtual cash ($9,900.00)',
    );
    expect(amountInput().getAttribute('aria-describedby')).toContain(words.id);
    expect(screen.getByRole('button', { name: 'Start bot' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Status: Stopped');
  });

  it('says why the server refused a start that conflicts with a running bot', async () => {
    const { server, answer } = botServer();
    server.override = (request) =>
      request.url === '/api/bot/start/'
        ? errorResponse(409, 'CONFLICT', 'Your bot is already running with $40.00 per trade')
        : undefined;
    const { user } = await renderPanel(answer);
    await user.click(await screen.findByRole('button', { name: 'Start bot' }));

    expect(
      await screen.findByText('Your bot is already running with $40.00 per trade'),
    ).toBeTruthy();
  });

  it('stops a running bot with POST /api/bot/stop/ and offers Start bot again', async () => {
    const { answer } = botServer(buildStatus({ status: 'running', amount: 40 }));
    const { user, sent } = await renderPanel(answer);
    const stopButton = await screen.findByRole('button', { name: 'Stop bot' });
    // The running amount, not to be changed while it runs.
    expect(amountInput().value).toBe('40');
    expect(amountInput().disabled).toBe(true);

    await user.click(stopButton);

    expect(await screen.findByRole('button', { name: 'Start bot' })).toBeTruthy();
    expect(sent('POST', '/api/bot/stop/')).toEqual([
      { method: 'POST', url: '/api/bot/stop/', body: undefined },
    ]);
    expect(screen.getByRole('status').textContent).toBe('Status: Stopped');
    expect(amountInput().value).toBe('40');
    expect(amountInput().disabled).toBe(false);
  });

  it('resets the paper account after a confirmation, only while stopped', async () => {
    const { answer } = botServer();
    const { user, sent } = await renderPanel(answer);
    await user.click(await screen.findByRole('button', { name: 'Reset paper account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reset the paper account?' }));
    expect(dialog.getByText(/\$10,000\.00 of virtual cash/)).toBeTruthy();
    expect(sent('POST', '/api/bot/reset/')).toEqual([]);

    await user.click(dialog.getByRole('button', { name: 'Reset account' }));

    await waitFor(() => expect(sent('POST', '/api/bot/reset/')).toHaveLength(1));
    const account = within(screen.getByRole('region', { name: 'Paper account' }));
    expect(await account.findByText('$0.00')).toBeTruthy();
  });
});

describe('the bot’s log', () => {
  it('shows the entries newest last, and each poll asks only for what came after', async () => {
    const { server, answer } = botServer(buildStatus({ status: 'running', amount: 40 }), [
      entry(1, 'Bot started: $40.00 per trade'),
      entry(2, 'Bought 0.35 MAPL at $113.62'),
    ]);
    const { logAsks } = await renderPanel(answer, true);
    await waitFor(() => expect(logEntries()).toHaveLength(2));
    expect(logEntries()[0]).toMatch(/Bot started: \$40\.00 per trade$/);
    expect(logEntries()[1]).toMatch(/Bought 0\.35 MAPL at \$113\.62$/);
    expect(logAsks()).toEqual(['/api/bot/message/logs/']);

    server.logs.push(entry(3, 'Sold 0.35 MAPL at $115.02'));
    await nextPoll();

    await waitFor(() => expect(logEntries()).toHaveLength(3));
    expect(logEntries()[2]).toMatch(/Sold 0\.35 MAPL at \$115\.02$/);
    expect(logAsks()).toEqual(['/api/bot/message/logs/', '/api/bot/message/logs/?after=2']);

    await nextPoll();
    await waitFor(() => expect(logAsks()).toHaveLength(3));
    expect(logAsks()[2]).toBe('/api/bot/message/logs/?after=3');
    expect(logEntries()).toHaveLength(3);
  });

  it('catches up with a bot started somewhere else once its entries arrive', async () => {
    const { server, answer } = botServer(buildStatus(), [entry(1, 'Stopped.')]);
    const { sent } = await renderPanel(answer, true);
    await waitFor(() => expect(logEntries()).toHaveLength(1));
    expect(screen.getByRole('status').textContent).toBe('Status: Stopped');
    await nextPoll();
    // Nothing new: a stopped bot's status is not asked for again.
    expect(sent('GET', '/api/bot/status/')).toHaveLength(1);

    // Started from another tab: the server runs it, and its first entries reach this log.
    server.status = buildStatus({ status: 'running', amount: 25 });
    server.logs.push(entry(2, 'Started paper trading with $25.00 per trade'));
    await nextPoll();

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Status: Running'));
    expect(await screen.findByRole('button', { name: 'Stop bot' })).toBeTruthy();
    expect(amountInput().value).toBe('25');
  });

  it('is a scrolling box of the spec’s height', async () => {
    const { answer } = botServer(buildStatus(), [entry(1, 'Bot stopped')]);
    await renderPanel(answer);
    await waitFor(() => expect(logEntries()).toHaveLength(1));
    const log = screen.getByRole('log', { name: 'Bot log, newest last' });
    expect(log.style.height).toBe(rem(layout.logPanelHeightPx));
    expect(log.style.overflowY).toBe('auto');
  });

  it('does not poll while the tab is hidden', async () => {
    const { answer } = botServer(buildStatus({ status: 'running', amount: 40 }));
    const { logAsks } = await renderPanel(answer, true);
    await waitFor(() => expect(logAsks()).toHaveLength(1));

    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void window.dispatchEvent(new Event('visibilitychange')));
    await nextPoll();
    await nextPoll();
    expect(logAsks()).toHaveLength(1);

    // Back in view: it catches up at once and polls again.
    hidden.mockRestore();
    act(() => void window.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(logAsks()).toHaveLength(2));
    await nextPoll();
    await waitFor(() => expect(logAsks()).toHaveLength(3));
  });

  it('follows new entries at the bottom, but not once the reader has scrolled up', async () => {
    const { server, answer } = botServer(buildStatus({ status: 'running', amount: 40 }), [
      entry(1, 'Bot started: $40.00 per trade'),
    ]);
    const { user } = await renderPanel(answer, true);
    await waitFor(() => expect(logEntries()).toHaveLength(1));
    const log = screen.getByRole('log');
    // jsdom lays nothing out: give the log a height, a content height and a scroll position.
    let contentHeight = 800;
    Object.defineProperty(log, 'clientHeight', { configurable: true, value: 500 });
    Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => contentHeight });
    Object.defineProperty(log, 'scrollTop', { configurable: true, writable: true, value: 300 });

    contentHeight = 900;
    server.logs.push(entry(2, 'Bought 0.35 MAPL at $113.62'));
    await nextPoll();
    await waitFor(() => expect(logEntries()).toHaveLength(2));
    expect(log.scrollTop).toBe(900);

    log.scrollTop = 100;
    fireEvent.scroll(log);
    contentHeight = 1000;
    server.logs.push(entry(3, 'Sold 0.35 MAPL at $115.02'));
    await nextPoll();
    await waitFor(() => expect(logEntries()).toHaveLength(3));
    expect(log.scrollTop).toBe(100);

    await user.click(screen.getByRole('button', { name: 'Jump to newest' }));
    expect(log.scrollTop).toBe(1000);
    expect(screen.queryByRole('button', { name: 'Jump to newest' })).toBeNull();
  });

  it('says a failed fetch once per outage, keeping the log shown meanwhile', async () => {
    const show = vi.spyOn(notifications, 'show');
    const update = vi.spyOn(notifications, 'update');
    const toastsSaid = () =>
      [...show.mock.calls, ...update.mock.calls].filter(
        ([toast]) => toast.message === t('toasts.fetchError'),
      ).length;
    const { server, answer } = botServer(buildStatus(), [entry(1, 'Bot stopped')]);
    const { logAsks } = await renderPanel(answer, true);
    await waitFor(() => expect(logEntries()).toHaveLength(1));

    server.failLogs = true;
    await nextPoll();
    expect(await screen.findByText(t('toasts.fetchError'))).toBeTruthy();
    await nextPoll();
    await nextPoll();

    expect(logAsks()).toHaveLength(4);
    expect(toastsSaid()).toBe(1);
    expect(logEntries()).toHaveLength(1);

    // Back, then gone again: a new outage, said again.
    server.failLogs = false;
    await nextPoll();
    await waitFor(() => expect(logAsks()).toHaveLength(5));
    server.failLogs = true;
    await nextPoll();
    await waitFor(() => expect(toastsSaid()).toBe(2));
  });
});

describe('the trading simulator, said to be one, and the owner’s switch for staff', () => {
  // Mantine's label wraps the description too, so the switch's name begins with its label.
  const staffSwitch = () =>
    screen.findByRole<HTMLInputElement>('switch', {
      name: /^Let my staff use the trading simulator/,
    });

  it('says at the top that it is a simulation with play money on a made-up market', async () => {
    const { answer } = botServer();
    await renderPanel(answer);
    const note = await screen.findByText(t('bot.simulation'));
    expect(note.textContent).toMatch(/simulation: play money on a made-up market/);
    expect(note.textContent).toMatch(/Nothing real is bought, sold or traded/);
    // Above the bot's own card.
    const card = screen.getByRole('region', { name: 'Paper-trading bot' });
    expect(note.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('lets the owner turn the simulator on for staff, with a toast saying so', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { server, answer } = botServer();
    const { user, sent } = await renderPanel(answer);
    const toggle = await staffSwitch();
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.checked).toBe(false);
    expect(screen.getByText(t('bot.staffSwitch.description'))).toBeTruthy();

    await user.click(toggle);

    await waitFor(() => expect(server.staffAllowed).toBe(true));
    expect(sent('PUT', '/api/bot/simulator/').map((r) => r.body)).toEqual([
      { staff_allowed: true },
    ]);
    await waitFor(() => expect(toggle.checked).toBe(true));
    await waitFor(() =>
      expect(show.mock.calls.map(([toast]) => toast.message)).toContain(
        'Your staff can now use the trading simulator.',
      ),
    );
  });

  it('turned off, tells the owner how many staff bots it stopped', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { server, answer } = botServer();
    server.staffAllowed = true;
    server.stoppedBots = 2;
    const { user } = await renderPanel(answer);
    const toggle = await staffSwitch();
    await waitFor(() => expect(toggle.checked).toBe(true));

    await user.click(toggle);

    await waitFor(() => expect(toggle.checked).toBe(false));
    await waitFor(() =>
      expect(show.mock.calls.map(([toast]) => toast.message)).toContain(
        'Your staff can no longer use the trading simulator. 2 running bots were stopped.',
      ),
    );
  });

  it('moves the switch back and says why when the server refuses', async () => {
    const { server, answer } = botServer();
    server.override = (request) =>
      request.method === 'PUT' && request.url === '/api/bot/simulator/'
        ? errorResponse(403, 'FORBIDDEN', t('errors.bot.simulatorOwnerOnly'))
        : undefined;
    const { user } = await renderPanel(answer);
    const toggle = await staffSwitch();
    await waitFor(() => expect(toggle.disabled).toBe(false));

    await user.click(toggle);

    expect(await screen.findByText(t('errors.bot.simulatorOwnerOnly'))).toBeTruthy();
    await waitFor(() => expect(toggle.checked).toBe(false));
    expect(server.staffAllowed).toBe(false);
  });

  it('shows staff the note but not the switch, and never asks for the setting', async () => {
    const { answer } = botServer();
    const staff = buildProfile({ uid: login.user.id, role: 'STAFF', trading_simulator: true });
    const { sent } = await renderPanel(answer, false, staff);
    expect(await screen.findByRole('button', { name: 'Start bot' })).toBeTruthy();
    expect(screen.getByText(t('bot.simulation'))).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(sent('GET', '/api/bot/simulator/')).toEqual([]);
  });

  it('tells staff in the panel why the simulator is closed to them', async () => {
    const { server, answer } = botServer();
    server.override = (request) =>
      request.url === '/api/bot/status/'
        ? errorResponse(403, 'FORBIDDEN', t('errors.bot.simulatorOff'))
        : undefined;
    const staff = buildProfile({ uid: login.user.id, role: 'STAFF', trading_simulator: false });
    await renderPanel(answer, false, staff);
    expect(await screen.findByText(t('errors.bot.simulatorOff'))).toBeTruthy();
  });
});
