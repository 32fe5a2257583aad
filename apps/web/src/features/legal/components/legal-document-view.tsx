import { layout } from '@vh/contracts';
import { Anchor, Box, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  formatLegalDate,
  legalCopy,
  type TLegalBlock,
  type TLegalDocument,
} from '../legal-document.ts';

// Anchored headings stop below the sticky header instead of under it.
const headingScrollMargin = layout.publicHeaderHeightPx + 16;

/** A legal text at a readable line length, with a table of contents linking to its sections. */
export function LegalDocumentView({ document }: { document: TLegalDocument }) {
  return (
    <Container py={{ base: 40, md: 64 }} px="md" maw="calc(70ch + 2 * var(--mantine-spacing-md))">
      <Stack gap="xl" component="article">
        <Stack gap="xs">
          <Title order={1} fz={{ base: 32, sm: 40 }}>
            {document.title}
          </Title>
          <Text c="dimmed">{legalCopy.lastUpdated(formatLegalDate(document.lastUpdated))}</Text>
        </Stack>
        <Text fz="lg">{document.intro}</Text>

        <Paper withBorder radius="md" p="lg" component="nav" aria-labelledby="legal-contents">
          <Text id="legal-contents" fw={700} mb="xs">
            {legalCopy.contents}
          </Text>
          <List type="ordered" spacing={4}>
            {document.sections.map((section) => (
              <List.Item key={section.id}>
                <Anchor href={`#${section.id}`}>{section.heading}</Anchor>
              </List.Item>
            ))}
          </List>
        </Paper>

        {document.sections.map((section) => (
          <Box component="section" key={section.id} aria-labelledby={section.id}>
            <Title
              order={2}
              id={section.id}
              fz={{ base: 22, sm: 26 }}
              mb="sm"
              style={{ scrollMarginTop: headingScrollMargin }}
            >
              {section.heading}
            </Title>
            <Stack gap="sm">
              {section.blocks.map((block, index) => (
                <LegalBlock key={index} block={block} />
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Container>
  );
}

function LegalBlock({ block }: { block: TLegalBlock }) {
  if (typeof block === 'string') return <Text>{block}</Text>;
  if ('list' in block) {
    return (
      <List spacing="xs">
        {block.list.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    );
  }
  return (
    <Text>
      {block.before}
      {/* Underlined: inside a sentence, colour alone would not set a link apart. */}
      <Anchor component={Link} to={block.link.to} underline="always" inherit>
        {block.link.label}
      </Anchor>
      {block.after}
    </Text>
  );
}
