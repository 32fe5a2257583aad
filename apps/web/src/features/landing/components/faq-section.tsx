import { Accordion, Anchor, Container, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { faqCopy } from '../landing.copy.ts';
import { LandingSection } from './landing-section.tsx';

export function FaqSection() {
  return (
    <LandingSection id="faq" title={faqCopy.title} bg="gray.0">
      <Container size="sm" px={0}>
        {/* order 3: each question is a heading under the section's h2. */}
        <Accordion variant="separated" radius="md" order={3}>
          {faqCopy.items.map((item) => (
            <Accordion.Item key={item.question} value={item.question} bg="white">
              <Accordion.Control fw={600}>{item.question}</Accordion.Control>
              <Accordion.Panel>
                <Stack gap="xs">
                  <Text>{item.answer}</Text>
                  {item.link ? (
                    <Anchor component={Link} to={item.link.to} underline="always">
                      {item.link.label}
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
