import { passwordProblem } from '@vh/contracts';
import { AppError } from './app-error.ts';

/** A password outside the length policy, refused with the spec's own validation sentence. */
export function passwordRefusal(password: string, field?: string): AppError | undefined {
  const problem = passwordProblem(password);
  if (!problem) return undefined;
  const key =
    problem.code === 'PASSWORD_TOO_SHORT'
      ? 'spec.validation.passwordTooShort'
      : 'spec.validation.passwordTooLong';
  return new AppError(problem.code, key, field === undefined ? {} : { field });
}
