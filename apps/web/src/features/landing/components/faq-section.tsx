import { Accordion, Anchor, Container, Stack, Text } from '@mantine/core';
import {
  formatPlanPrice,
  INVITE_CODE_LENGTH,
  legalFacts,
  plans,
  t,
  type MessageKey,
} from '@vh/contracts';
import { Link } from 'react-router';
import { LandingSection } from './landing-section.tsx';

type TFaqKey = 'gps' | 'noGps' | 'privacy' | 'cancel' | 'freePlan' | 'staffJoin' | 'noApp';

/** The questions whose answer links to another page: they have a `link` in the catalogue. */
type TLinkedFaqKey = MessageKey extends infer K
  ? K extends `landing.faq.items.${infer F}.link`
    ? F
    : never
  : never;

/** The questions, in order (landing.faq.items); `link` is the page an answer points to. */
export const FAQ_ITEMS: readonly ({ key: TFaqKey } | { key: TLinkedFaqKey; link: string })[] = [
  { key: 'gps' },
  { key: 'noGps' },
  { key: 'privacy', link: '/privacy' },
  { key: 'cancel' },
  { key: 'freePlan' },
  { key: 'staffJoin' },
  { key: 'noApp' },
];

export function FaqSection() {
  // The figures the answers read, from the contracts.
  const values = {
    retentionYears: legalFacts.dataRetentionYears,
    purgeDays: legalFacts.deletedDataPurgeDays,
    price: formatPlanPrice(plans.free) ?? '',
    length: INVITE_CODE_LENGTH,
  };
  return (
    <LandingSection id="faq" title={t('landing.faq.title')} bg="gray.0">
      <Container size="sm" px={0}>
        {/* order 3: each question is a heading under the section's h2. */}
        <Accordion variant="separated" radius="md" order={3}>
          {FAQ_ITEMS.map((item) => (
            <Accordion.Item key={item.key} value={item.key} bg="white">
              <Accordion.Control fw={600}>
                {t(`landing.faq.items.${item.key}.question`)}
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="xs">
                  <Text>{t(`landing.faq.items.${item.key}.answer`, values)}</Text>
                  {'link' in item ? (
                    <Anchor component={Link} to={item.link} underline="always">
                      {t(`landing.faq.items.${item.key}.link`)}
                    </Anchor>
                  ) : null}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>
    </LandingSection>
  );
}
