import {
  Alert,
  Button,
  Group,
  NumberInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCurrentLocation } from '@tabler/icons-react';
import { CENTRE_LIMITS, TIMECLOCK, timings, t } from '@vh/contracts';
import { lazy, Suspense, useState } from 'react';

import type { CentreValues } from '../centre-form.rules.ts';
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

const COORDINATES = [
  { field: 'latitude', limit: 90 },
  { field: 'longitude', limit: 180 },
] as const;

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
  const { latitude, longitude, radius } = form.values;
  const position =
    typeof latitude === 'number' && typeof longitude === 'number'
      ? { lat: latitude, lng: longitude }
      : null;

  function place(lat: number, lng: number) {
    form.setFieldValue('latitude', sixDecimals(lat));
    form.setFieldValue('longitude', sixDecimals(lng));
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
              radius={typeof radius === 'number' ? radius : null}
              onPick={place}
              onTilesFailed={() => setTilesFailed(true)}
            />
          </Suspense>
        ))}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {COORDINATES.map(({ field, limit }) => (
          <NumberInput
            key={form.key(field)}
            label={t(`businesses.fields.${field}`)}
            decimalScale={6}
            min={-limit}
            max={limit}
            hideControls
            // A value out of range is explained, not silently changed to the nearest one allowed.
            clampBehavior="none"
            withAsterisk
            {...form.getInputProps(field)}
          />
        ))}
        <NumberInput
          label={t('businesses.fields.radius')}
          description={t('businesses.radiusHelp', {
            min: CENTRE_LIMITS.radiusMinM,
            max: CENTRE_LIMITS.radiusMaxM,
          })}
          min={CENTRE_LIMITS.radiusMinM}
          max={CENTRE_LIMITS.radiusMaxM}
          step={25}
          allowDecimal={false}
          clampBehavior="none"
          withAsterisk
          key={form.key('radius')}
          {...form.getInputProps('radius')}
        />
        <NumberInput
          label={t('businesses.fields.maxShiftHours')}
          description={t('businesses.maxShiftHelp')}
          min={TIMECLOCK.maxShiftHoursMin}
          max={TIMECLOCK.maxShiftHoursMax}
          allowDecimal={false}
          clampBehavior="none"
          withAsterisk
          key={form.key('maxShiftHours')}
          {...form.getInputProps('maxShiftHours')}
        />
      </SimpleGrid>
    </Stack>
  );
}
