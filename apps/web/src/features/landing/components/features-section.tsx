import { SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingStore,
  IconClockHour4,
  IconMapPinCheck,
  IconReportAnalytics,
  IconUserPlus,
  IconUsersGroup,
  type TablerIcon,
} from '@tabler/icons-react';
import { INVITE_CODE_LENGTH, t } from '@vh/contracts';
import { LandingSection } from './landing-section.tsx';

type TFeatureKey =
  'timeTracking' | 'gps' | 'reports' | 'businessCentres' | 'unlimitedEmployees' | 'inviteCodes';

/** The features, in order (landing.features.items), each with its icon. */
const features: readonly { key: TFeatureKey; icon: TablerIcon }[] = [
  { key: 'timeTracking', icon: IconClockHour4 },
  { key: 'gps', icon: IconMapPinCheck },
  { key: 'reports', icon: IconReportAnalytics },
  { key: 'businessCentres', icon: IconBuildingStore },
  { key: 'unlimitedEmployees', icon: IconUsersGroup },
  { key: 'inviteCodes', icon: IconUserPlus },
];

export function FeaturesSection() {
  return (
    <LandingSection
      id="features"
      title={t('landing.features.title')}
      lead={t('landing.features.lead')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={{ base: 'xl', md: 40 }}>
        {features.map((feature) => {
          const FeatureIcon = feature.icon;
          return (
            <Stack key={feature.key} gap="sm">
              <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
                <FeatureIcon size={26} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} fz="lg">
                {t(`landing.features.items.${feature.key}.title`)}
              </Title>
              <Text c="dimmed">
                {t(`landing.features.items.${feature.key}.text`, { length: INVITE_CODE_LENGTH })}
              </Text>
            </Stack>
          );
        })}
      </SimpleGrid>
    </LandingSection>
  );
}
