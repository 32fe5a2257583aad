// The paper-trading bot's words: a simulator, so every figure is said to be virtual.
export default {
  title: 'Paper-trading bot',
  simulated: 'Simulated — no real money',
  simulation:
    'This is a simulation: play money on a made-up market. Nothing real is bought, sold or traded.',
  staffSwitch: {
    title: 'Staff access',
    label: 'Let my staff use the trading simulator',
    description:
      'When on, your staff and managers can open this simulator and run a play-money bot of their own. When off, they cannot open it, and any of their bots still running stop at once.',
    turnedOn: 'Your staff can now use the trading simulator.',
    turnedOff: 'Your staff can no longer use the trading simulator.',
    turnedOffStopped:
      'Your staff can no longer use the trading simulator. {count, plural, one {# running bot was} other {# running bots were}} stopped.',
  },
  status: {
    running: 'Running',
    stopped: 'Stopped',
  },
  statusLabel: 'Status',
  strategy:
    'Every {seconds} seconds the bot checks the made-up stocks below. When a stock’s average price over the last {shortWindow} steps rises above its average over the last {longWindow} steps, it buys that stock for the amount per trade; when the short average falls back below the long one, it sells. Prices are a seeded simulation: nothing here touches real money or a real market.',
  amount: 'Amount per trade',
  amountHelp: 'Virtual dollars the bot spends on each purchase.',
  amountWhileRunning: 'Stop the bot to change the amount.',
  start: 'Start bot',
  stop: 'Stop bot',
  reset: {
    open: 'Reset paper account',
    title: 'Reset the paper account?',
    body: 'The paper account goes back to {startingBalance} of virtual cash, as at the start.',
    cancel: 'Keep the account',
    confirm: 'Reset account',
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
  loading: 'Loading the paper-trading bot',
} as const;
