import { Badge, Heading, Link, List, Stack, Table, Text, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { API_SCOPES, API_TOKEN_MAX_DAYS, API_TOKEN_PREFIX } from '../../../../shared/api-scopes';
import { WEBHOOK_EVENTS } from '../../../../shared/webhook-events';
import { CodeBlock } from './CodeBlock';
import { curlExample, deliveryExample, restExample, VERIFY_EXAMPLE } from './examples';
import { TableScroll } from '../../components/TableScroll';
import { formatCount } from '../../lib/format';
import { eventAboutMessage, scopeMessages } from './catalogText';
import { T, useT } from './i18n';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="3" minW="0">
      <Heading as="h2" id={id} size="xl" color="brand.900">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

const Mono = chakra('code', { base: { fontFamily: 'mono', fontSize: '0.9em' } });

/** The link to the account page inside a translated sentence (its text is the message's). */
function AccountLink({ children }: { children?: ReactNode }) {
  return (
    <Link asChild colorPalette="brand" variant="underline">
      <RouterLink to="/account">{children}</RouterLink>
    </Link>
  );
}

/** `<0>`…`<n>` of a message, each set as code. */
const monos = (count: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [i, <Mono key={i} />]));

/** The Developers page's content: tokens, a first query, scopes, limits and webhooks. */
export function DevelopersGuide({ origin, rateLimit }: { origin: string; rateLimit?: number }) {
  const t = useT();
  return (
    <Stack gap="10">
      <Section id="get-a-token" title={t('developers.token.title')}>
        <Text>
          <T
            id="developers.token.body"
            values={{ days: formatCount(API_TOKEN_MAX_DAYS), prefix: API_TOKEN_PREFIX }}
            components={{ 0: <AccountLink />, 1: <strong />, 2: <Mono /> }}
          />
        </Text>
      </Section>

      <Section id="first-query" title={t('developers.first.title')}>
        <Text>
          <T id="developers.first.body" values={{ origin }} components={monos(1)} />
        </Text>
        <CodeBlock label={t('developers.first.curlLabel')} code={curlExample(origin)} />
        <Text>{t('developers.first.rest')}</Text>
        <CodeBlock label={t('developers.first.restLabel')} code={restExample(origin)} />
        <Text fontSize="sm" color="fg.muted">
          {t('developers.first.note')}
        </Text>
      </Section>

      <Section id="scopes" title={t('developers.scopes.title')}>
        <Text>{t('developers.scopes.body')}</Text>
        <TableScroll label={t('developers.scopes.title')} borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('developers.scopes.scope')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('developers.scopes.allows')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {API_SCOPES.map((s) => (
                <Table.Row key={s.scope}>
                  <Table.Cell verticalAlign="top" whiteSpace="nowrap">
                    <Mono>{s.scope}</Mono>
                  </Table.Cell>
                  <Table.Cell>
                    <Text fontWeight="medium">{t(scopeMessages(s.scope).label)}</Text>
                    <Text color="fg.muted">{t(scopeMessages(s.scope).about)}</Text>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScroll>
      </Section>

      <Section id="rate-limits" title={t('developers.limits.title')}>
        <Text>
          {rateLimit
            ? t('developers.limits.body', { n: formatCount(rateLimit) })
            : t('developers.limits.bodyUnknown')}
        </Text>
        {/* The example shows the site's own figure, once its settings have loaded. */}
        {rateLimit !== undefined && (
          <CodeBlock
            label={t('developers.limits.headersLabel')}
            code={`RateLimit-Policy: "token";q=${rateLimit};w=60\nRateLimit: "token";r=${Math.max(0, rateLimit - 2)};t=42`}
          />
        )}
        <Text>
          <T id="developers.limits.explain" components={monos(4)} />
        </Text>
      </Section>

      <Section id="webhooks" title={t('developers.webhooks.title')}>
        <Text>
          <T id="developers.webhooks.body" components={monos(4)} />
        </Text>
        <List.Root as="ul" gap="6" listStyleType="none" ps="0">
          {WEBHOOK_EVENTS.map((event) => (
            <List.Item key={event.type} display="block" minW="0">
              <Stack gap="2">
                <Heading as="h3" size="md">
                  <Badge variant="outline" fontFamily="mono" fontSize="sm">
                    {event.type}
                  </Badge>
                </Heading>
                <Text>{t(eventAboutMessage(event.type))}</Text>
                <CodeBlock
                  label={t('developers.webhooks.bodyLabel', { type: event.type })}
                  code={deliveryExample(event)}
                />
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      </Section>

      <Section id="verify" title={t('developers.verify.title')}>
        <Text>
          <T id="developers.verify.body" components={monos(6)} />
        </Text>
        <CodeBlock label={t('developers.verify.nodeLabel')} code={VERIFY_EXAMPLE} />
        <Text fontSize="sm" color="fg.muted">
          {t('developers.verify.others')}
        </Text>
      </Section>
    </Stack>
  );
}
