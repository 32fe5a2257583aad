import { layout, t } from '@vh/contracts';
import { Anchor, Box, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  formatLegalDate,
  legalLinks,
  legalWords,
  type TLegalBlock,
  type TLegalDocument,
} from '../legal-document.ts';

// Anchored headings stop below the sticky header instead of under it.
const headingScrollMargin = layout.publicHeaderHeightPx + 16;

/** A legal text at a readable line length, with a table of contents linking to its sections. */
export function LegalDocumentView({ document }: { document: TLegalDocument }) {
  const words = (path: string, values?: Record<string, string>) =>
    legalWords(document, path, values);
  return (
    <Container py={{ base: 40, md: 64 }} px="md" maw="calc(70ch + 2 * var(--mantine-spacing-md))">
      <Stack gap="xl" component="article">
        <Stack gap="xs">
          <Title order={1} fz={{ base: 32, sm: 40 }}>
            {words('title')}
          </Title>
          <Text c="dimmed">
            {t('legal.lastUpdated', { date: formatLegalDate(document.lastUpdated) })}
          </Text>
        </Stack>
        <Text fz="lg">{words('intro')}</Text>

        <Paper withBorder radius="md" p="lg" component="nav" aria-labelledby="legal-contents">
          <Text id="legal-contents" fw={700} mb="xs">
            {t('legal.contents')}
          </Text>
          <List type="ordered" spacing={4}>
            {document.sections.map((section) => (
              <List.Item key={section.id}>
                <Anchor href={`#${section.id}`}>{words(`sections.${section.key}.heading`)}</Anchor>
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
              {words(`sections.${section.key}.heading`)}
            </Title>
            <Stack gap="sm">
              {section.blocks.map((block, index) => (
                <LegalBlock
                  key={index}
                  block={block}
                  words={(path, values) =>
                    words(`sections.${section.key}.${index + 1}${path}`, values)
                  }
                />
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Container>
  );
}

// Stands for the link inside a sentence, which is then cut in two around it.
const LINK_MARK = '\u0000';

/** One block; `words('')` is its sentence, `words('.2')` its second list item, and so on. */
function LegalBlock({
  block,
  words,
}: {
  block: TLegalBlock;
  words: (path: string, values?: Record<string, string>) => string;
}) {
  if (block === 'paragraph') return <Text>{words('')}</Text>;
  if ('list' in block) {
    return (
      <List spacing="xs">
        {Array.from({ length: block.list }, (_, item) => (
          <List.Item key={item}>{words(`.${item + 1}`)}</List.Item>
        ))}
      </List>
    );
  }
  const [before = '', after = ''] = words('', { link: LINK_MARK }).split(LINK_MARK);
  return (
    <Text>
      {before}
      {/* Underlined: inside a sentence, colour alone would not set a link apart. */}
      <Anchor component={Link} to={legalLinks[block.link]} underline="always" inherit>
        {t(`legal.links.${block.link}`)}
      </Anchor>
      {after}
    </Text>
  );
}
