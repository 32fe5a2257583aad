import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconCameraOff } from '@tabler/icons-react';
import { RECEIPT_QR, t } from '@vh/contracts';
import { useEffect, useRef, useState } from 'react';
import { pixelsOf, readQr } from './qr-reader.ts';
import { receiptTextOf } from './verify-receipt.ts';

type Trouble = 'noCamera' | 'cameraRefused';

/**
 * The camera, looking at its frames for a receipt's QR code until it finds one (handed to
 * `onFound` as the receipt's JSON) or the person stops it. Without a camera, or when it is not
 * allowed, it says so in words.
 */
export function CameraScan({
  onFound,
  onStop,
}: {
  onFound: (receiptJson: string) => void;
  onStop: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [trouble, setTrouble] = useState<Trouble | null>(null);
  // The latest callback, without restarting the camera when the page re-renders.
  const found = useRef(onFound);
  useEffect(() => {
    found.current = onFound;
  }, [onFound]);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    let busy = false;
    const stop = () => {
      stopped = true;
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) {
        setTrouble('noCamera');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch (error) {
        const name = (error as { name?: string }).name;
        setTrouble(
          name === 'NotAllowedError' || name === 'SecurityError' ? 'cameraRefused' : 'noCamera',
        );
        return;
      }
      const element = video.current;
      if (stopped || !element) {
        stop();
        return;
      }
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      timer = setInterval(() => {
        if (busy || stopped || element.videoWidth === 0) return;
        busy = true;
        const pixels = pixelsOf(element, element.videoWidth, element.videoHeight);
        void (pixels ? readQr(pixels, false) : Promise.resolve(null))
          .then((text) => {
            const receipt = text === null ? null : receiptTextOf(text);
            if (receipt && !stopped) {
              stop();
              found.current(receipt);
            }
          })
          .finally(() => {
            busy = false;
          });
      }, RECEIPT_QR.scanEveryMs);
    }
    void start();
    return stop;
  }, []);

  if (trouble) {
    return (
      <Alert color="yellow" icon={<IconCameraOff aria-hidden />} role="status">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t(`verify.qr.${trouble}`)}</Text>
          <Button size="compact-sm" variant="default" onClick={onStop}>
            {t('verify.qr.stop')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm" role="status">
        {t('verify.qr.scanning')}
      </Text>
      <video
        ref={video}
        muted
        playsInline
        aria-label={t('verify.qr.videoLabel')}
        style={{ width: '100%', maxHeight: 360, borderRadius: 8, background: 'black' }}
      />
      <Button variant="default" onClick={onStop}>
        {t('verify.qr.stop')}
      </Button>
    </Stack>
  );
}
