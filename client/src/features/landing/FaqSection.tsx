import { Accordion, Container, Heading, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FAQ_ITEMS } from './content/faqItems';
import { T, useT } from './i18n';
import { SectionHeading } from './SectionHeading';

/** Eight questions; opening one closes the others, and the open one can be closed again. */
export function FaqSection() {
  const t = useT();
  return (
    <Container as="section" aria-labelledby="faq-heading" maxW="3xl" py={{ base: '16', md: '24' }}>
      <SectionHeading
        id="faq-heading"
        eyebrow={t('landing.faq.eyebrow')}
        title={t('landing.faq.title')}
      />
      <Accordion.Root collapsible variant="enclosed" colorPalette="brand">
        {FAQ_ITEMS.map((item) => (
          <Accordion.Item key={item.id} value={item.id}>
            <Heading as="h3" fontSize="md" fontWeight="semibold">
              <Accordion.ItemTrigger py="4" cursor="pointer">
                <Text as="span" flex="1" textAlign="start">
                  {item.question}
                </Text>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
            </Heading>
            <Accordion.ItemContent>
              <Accordion.ItemBody color="fg.muted">{item.answer}</Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      <Text mt="8" textAlign="center" color="fg.muted">
        <T id="landing.faq.stillQuestions" components={{ 0: <SupportLink /> }} />
      </Text>
    </Container>
  );
}

/** "Contact Support", as the message marks it. */
function SupportLink({ children }: { children?: ReactNode }) {
  return (
    <Link asChild color="brand.700" fontWeight="semibold">
      <RouterLink to="/contact">{children}</RouterLink>
    </Link>
  );
}
