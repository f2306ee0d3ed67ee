import type { ApolloServerPlugin } from '@apollo/server';
import type { FieldError } from './domain-error';
import { localizeFields, localizeMessage } from './error-messages';
import { requestLocale } from '../i18n/request-locale';
import type { Request } from 'express';

/**
 * GraphQL errors in the language of the request (its Accept-Language): the messages of
 * formatGraphQLError, and those of their fields; the codes stay as they are. Runs once per answer,
 * after the formatting, where the request is at hand (formatError has none).
 */
export function localizedErrors(): ApolloServerPlugin<{ req: Request }> {
  return {
    requestDidStart({ contextValue }) {
      return Promise.resolve({
        willSendResponse({ response }) {
          if (response.body.kind !== 'single' || !response.body.singleResult.errors)
            return Promise.resolve();
          const locale = requestLocale(contextValue.req);
          if (locale === 'en') return Promise.resolve();
          response.body.singleResult.errors = response.body.singleResult.errors.map((error) => {
            const fields = error.extensions?.fields as FieldError[] | undefined;
            return {
              ...error,
              message: localizeMessage(locale, error.message),
              ...(fields
                ? { extensions: { ...error.extensions, fields: localizeFields(locale, fields) } }
                : {}),
            };
          });
          return Promise.resolve();
        },
      });
    },
  };
}
