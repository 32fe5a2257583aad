import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { serverFieldError } from './server-field-error.ts';

describe('serverFieldError', () => {
  it('puts the message on the form field the request path names, without the path', () => {
    const error = new ApiError(
      400,
      'VALIDATION_FAILED',
      'personal_information.province: Choose one of the provinces or territories of Canada',
      'personal_information.province',
    );
    expect(serverFieldError(error)).toEqual({
      field: 'province',
      message: 'Choose one of the provinces or territories of Canada',
    });
  });

  it('keeps a message that has no path in front', () => {
    const error = new ApiError(
      400,
      'VALIDATION_FAILED',
      'Enter a phone number',
      'contact_information.work_number',
    );
    expect(serverFieldError(error)).toEqual({
      field: 'workNumber',
      message: 'Enter a phone number',
    });
  });

  it("says 'The email already exists' on the email when it is taken", () => {
    const error = new ApiError(409, 'EMAIL_TAKEN', 'taken', 'contact_information.email');
    expect(serverFieldError(error)).toEqual({
      field: 'email',
      message: 'The email already exists',
    });
  });

  it('names no field for other errors, unknown paths or inherited property names', () => {
    expect(serverFieldError(new ApiError(500, 'INTERNAL', 'boom'))).toBeNull();
    expect(serverFieldError(new ApiError(400, 'VALIDATION_FAILED', 'x', 'position'))).toBeNull();
    expect(serverFieldError(new ApiError(400, 'VALIDATION_FAILED', 'x', 'constructor'))).toBeNull();
    expect(serverFieldError(new Error('personal_information.city: no'))).toBeNull();
  });
});
