import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { toRestError } from './error-mapping';

/**
 * REST shape of every failure: `{ success: false, message }`, plus `errors: [{ field, message, code }]`
 * when specific fields were invalid, with the status `toRestError` gives for the request's path.
 */
@Catch()
export class RestExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost) {
    if (host.getType() !== 'http') throw exception; // GraphQL errors are formatted by Apollo
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const error = toRestError(exception, http.getRequest<Request>().path);
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
