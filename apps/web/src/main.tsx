import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { wordsOfPath } from './app/route-words.ts';
import { loadWords } from './lib/words.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// The first screen's words arrive before it paints (a screen without them would show keys). A
// namespace that fails to arrive is tried again; after three tries the app starts anyway, and each
// screen's route asks for its words again when it opens.
async function start(tries = 3): Promise<void> {
  try {
    await loadWords(...wordsOfPath(window.location.pathname));
  } catch (error) {
    if (tries > 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      return start(tries - 1);
    }
    console.error(error);
  }
  render();
}

void start();
