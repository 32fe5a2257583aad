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
import { featuresCopy, type TFeatureKey } from '../landing.copy.ts';
import { LandingSection } from './landing-section.tsx';

const featureIcons: Record<TFeatureKey, TablerIcon> = {
  timeTracking: IconClockHour4,
  gps: IconMapPinCheck,
  reports: IconReportAnalytics,
  businessCentres: IconBuildingStore,
  unlimitedEmployees: IconUsersGroup,
  inviteCodes: IconUserPlus,
};

export function FeaturesSection() {
  return (
    <LandingSection id="features" title={featuresCopy.title} lead={featuresCopy.lead}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={{ base: 'xl', md: 40 }}>
        {featuresCopy.items.map((feature) => {
          const FeatureIcon = featureIcons[feature.key];
          return (
            <Stack key={feature.key} gap="sm">
              <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
                <FeatureIcon size={26} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} fz="lg">
                {feature.title}
              </Title>
              <Text c="dimmed">{feature.text}</Text>
            </Stack>
          );
        })}
      </SimpleGrid>
    </LandingSection>
  );
}
