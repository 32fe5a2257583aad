import { BOT, toasts } from '@vh/contracts';

const seconds = BOT.stepMs / 1000;

/** The paper-trading bot's words: a simulator, so every figure is said to be virtual. */
export const botCopy = {
  title: 'Paper-trading bot',
  simulated: 'Simulated — no real money',
  status: { running: 'Running', stopped: 'Stopped' },
  statusLabel: 'Status',
  strategy: `Every ${seconds} seconds the bot checks the made-up stocks below. When a stock’s average price over the last ${BOT.shortWindow} steps rises above its average over the last ${BOT.longWindow} steps, it buys that stock for the amount per trade; when the short average falls back below the long one, it sells. Prices are a seeded simulation: nothing here touches real money or a real market.`,
  amount: 'Amount per trade',
  amountHelp: 'Virtual dollars the bot spends on each purchase.',
  amountWhileRunning: 'Stop the bot to change the amount.',
  start: 'Start bot',
  stop: 'Stop bot',
  reset: {
    open: 'Reset paper account',
    title: 'Reset the paper account?',
    body: (startingBalance: string) =>
      `The paper account goes back to ${startingBalance} of virtual cash, as at the start.`,
    cancel: 'Keep the account',
    confirm: 'Reset account',
    close: 'Close',
    done: 'The paper account was reset.',
  },
  account: {
    title: 'Paper account',
    balance: 'Virtual balance',
    profitLoss: 'Profit and loss',
    gain: 'gain',
    loss: 'loss',
    cash: 'Virtual cash',
    trades: 'Trades',
    positions: 'Shares held',
    noPositions: 'No shares held.',
    prices: 'Simulated prices',
    symbol: 'Symbol',
    stock: 'Stock',
    units: 'Units',
    value: 'Value',
    price: 'Price',
  },
  log: {
    label: 'Bot log, newest last',
    empty: 'Nothing in the log yet. Start the bot and what it does appears here.',
    jump: 'Jump to newest',
    loading: 'Loading the log',
  },
  loadFailed: toasts.fetchError,
  retry: 'Try again',
  loading: 'Loading the paper-trading bot',
} as const;
