import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCurrentLocation } from '@tabler/icons-react';
import { CENTRE_LIMITS, timings, t } from '@vh/contracts';
import { lazy, Suspense, useState } from 'react';

import { typedPosition, type CentreValues } from '../centre-form.rules.ts';
import { browserLocale, readWhole, writeDecimal } from '../../../lib/typed-number.ts';
import { AddressSearch } from '../../address-search/components/address-search.tsx';
import type { AddressSuggestion } from '../../address-search/api/search-address.ts';
import { useMapConfig } from '../hooks/use-map-config.ts';

// Leaflet and its tiles load only when the form is open.
const CentreMap = lazy(() => import('./centre-map.tsx'));

type Status =
  | { kind: 'idle' }
  | { kind: 'locating' }
  | { kind: 'found'; accuracy: number }
  | { kind: 'failed'; message: string };

const COORDINATES = ['latitude', 'longitude'] as const;

// Six decimals are about 10 cm: more than any phone's GPS can tell.
const sixDecimals = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

function failureMessage(error: GeolocationPositionError): string {
  if (error.code === error.PERMISSION_DENIED) return t('businesses.locationFailed.denied');
  if (error.code === error.TIMEOUT) return t('businesses.locationFailed.timeout');
  return t('businesses.locationFailed.unavailable');
}

/** Where the centre is: the browser's position ("Use my location") or typed coordinates. */
export function PositionFields({ form }: { form: UseFormReturnType<CentreValues> }) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const map = useMapConfig();
  const [tilesFailed, setTilesFailed] = useState(false);
  const position = typedPosition(form.values);
  const radius = readWhole(form.values.radius, '');

  // Written as the person would type them: with a comma where their language takes one.
  function place(lat: number, lng: number) {
    form.setFieldValue('latitude', writeDecimal(sixDecimals(lat), browserLocale()));
    form.setFieldValue('longitude', writeDecimal(sixDecimals(lng), browserLocale()));
  }

  // The address too, where the search found one in the country the form already has (a
  // different country would change which province and postal code fit, so that stays typed).
  function placeAt(found: AddressSuggestion) {
    place(found.latitude, found.longitude);
    if (found.country !== form.values.country) return;
    if (found.street) form.setFieldValue('street', found.street);
    if (found.city) form.setFieldValue('city', found.city);
    if (found.postalCode) form.setFieldValue('postalCode', found.postalCode);
  }
  // Browsers give positions only to secure origins (https, or this machine).
  const canLocate = window.isSecureContext && 'geolocation' in navigator;

  function locate() {
    setStatus({ kind: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (found) => {
        place(found.coords.latitude, found.coords.longitude);
        setStatus({ kind: 'found', accuracy: found.coords.accuracy });
      },
      (error) => setStatus({ kind: 'failed', message: failureMessage(error) }),
      { enableHighAccuracy: true, timeout: timings.geolocationTimeoutMs, maximumAge: 0 },
    );
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('businesses.positionHelp')}
      </Text>
      {map.geocoderUrl && (
        <AddressSearch
          geocoderUrl={map.geocoderUrl}
          onPick={placeAt}
          failedHint={t('businesses.addressSearchFailed')}
        />
      )}
      <Group gap="sm" align="center">
        <Button
          variant="default"
          leftSection={<IconCurrentLocation size={18} aria-hidden />}
          onClick={locate}
          loading={status.kind === 'locating'}
          disabled={!canLocate}
        >
          {t('businesses.useMyLocation')}
        </Button>
        <Text size="sm" role="status" c={status.kind === 'failed' ? 'red.8' : undefined}>
          {!canLocate && t('businesses.noGeolocation')}
          {status.kind === 'locating' && t('businesses.locating')}
          {status.kind === 'found' &&
            t('businesses.located', { accuracy: Math.round(status.accuracy) })}
          {status.kind === 'failed' && status.message}
        </Text>
      </Group>
      {map.tileUrl &&
        (tilesFailed ? (
          <Alert color="gray" variant="outline">
            {t('businesses.mapFailed')}
          </Alert>
        ) : (
          <Suspense fallback={<Skeleton height={260} radius="md" />}>
            <CentreMap
              tileUrl={map.tileUrl}
              attribution={map.attribution}
              position={position}
              radius={radius.kind === 'number' ? radius.value : null}
              onPick={place}
              onTilesFailed={() => setTilesFailed(true)}
            />
          </Suspense>
        ))}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {/* Text inputs, read by the form's rules: a number input drops a typed comma. */}
        {COORDINATES.map((field) => (
          <TextInput
            key={form.key(field)}
            label={t(`businesses.fields.${field}`)}
            inputMode="decimal"
            autoComplete="off"
            withAsterisk
            {...form.getInputProps(field)}
          />
        ))}
        <TextInput
          label={t('businesses.fields.radius')}
          description={t('businesses.radiusHelp', {
            min: CENTRE_LIMITS.radiusMinM,
            max: CENTRE_LIMITS.radiusMaxM,
          })}
          inputMode="numeric"
          autoComplete="off"
          withAsterisk
          key={form.key('radius')}
          {...form.getInputProps('radius')}
        />
        <TextInput
          label={t('businesses.fields.maxShiftHours')}
          description={t('businesses.maxShiftHelp')}
          inputMode="numeric"
          autoComplete="off"
          withAsterisk
          key={form.key('maxShiftHours')}
          {...form.getInputProps('maxShiftHours')}
        />
      </SimpleGrid>
    </Stack>
  );
}
