import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';

describe('a field refusal beside its field', () => {
  it('drops the request path the server puts before the words', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'amount: Too small', 'amount');
    expect(error.fieldMessage).toBe('Too small');
    const nested = new ApiError(
      400,
      'VALIDATION_FAILED',
      'personal_information.province: Choose one of the list',
      'personal_information.province',
    );
    expect(nested.fieldMessage).toBe('Choose one of the list');
  });

  it('keeps a message that does not start with its field, or names none', () => {
    expect(new ApiError(400, 'X', 'Amount: too small', 'amount').fieldMessage).toBe(
      'Amount: too small',
    );
    expect(new ApiError(409, 'CONFLICT', 'note: already running').fieldMessage).toBe(
      'note: already running',
    );
  });
});
