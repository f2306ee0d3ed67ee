import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { toClientError } from './error-mapping';

/**
 * REST shape of every failure: `{ success: false, message }` with a status that says what happened,
 * plus `errors: [{ field, message, code }]` when specific fields were invalid.
 */
@Catch()
export class RestExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost) {
    if (host.getType() !== 'http') throw exception; // GraphQL errors are formatted by Apollo
    const response = host.switchToHttp().getResponse<Response>();
    const error = toClientError(exception);
    if (response.headersSent) return;
    if (error.retryAfterSeconds !== undefined)
      response.setHeader('Retry-After', String(error.retryAfterSeconds));
    response.status(error.status).json({
      success: false,
      message: error.message,
      ...(error.fields.length ? { errors: error.fields } : {}),
    });
  }
}
