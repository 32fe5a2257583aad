import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  REGISTER_PATH,
  registerStepReducer,
  stepFromUrl,
  stepSearch,
  type RegisterEvent,
  type RegisterStep,
} from '../register-steps.ts';

/** Marks a history entry this screen pushed from the choice, so Back can simply return to it. */
const PUSHED_FROM_CHOICE = 'registerPushedFromChoice';

function pushedFromChoice(state: unknown): boolean {
  return typeof state === 'object' && state !== null && PUSHED_FROM_CHOICE in state;
}

/**
 * The registration step lives in the URL (?step=), so the browser's back and forward buttons move
 * between steps like the screen's own buttons. A choice pushes a history entry; Back pops it again
 * when there is one, so the screen's Back and the browser's agree. A visitor who entered on a later
 * step (/invite, ?isUser=true, a link with a code) has no choice behind them: Back replaces the
 * entry with the choice, and the browser's back then leaves the screen the way they came.
 */
export function useRegisterStep(startAt?: RegisterStep) {
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const step = stepFromUrl(location.pathname, params, startAt);

  function send(event: RegisterEvent): void {
    const next = registerStepReducer(step, event);
    if (next === step) return;
    if (event === 'back' && pushedFromChoice(location.state)) {
      void navigate(-1);
      return;
    }
    const to = { pathname: REGISTER_PATH, search: stepSearch(next, params) };
    if (event === 'back') {
      void navigate(to, { replace: true });
    } else {
      void navigate(to, { state: { [PUSHED_FROM_CHOICE]: true } });
    }
  }

  return { step, send };
}
