import { t } from '@vh/contracts';
import { Image, Skeleton } from '@mantine/core';
import { useEffect, useState } from 'react';

const SIZE = 160;

/** The invite link as a QR code, drawn in the browser (the encoder loads only when one is shown). */
export function InviteQr({ link }: { link: string }) {
  const [svg, setSvg] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qrcode) =>
        qrcode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      )
      .then((drawn) => {
        if (current) setSvg(drawn);
      });
    return () => {
      current = false;
    };
  }, [link]);

  if (!svg) return <Skeleton width={SIZE} height={SIZE} />;
  return (
    <Image
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      w={SIZE}
      h={SIZE}
      alt={t('businesses.invite.qrAlt', { link })}
    />
  );
}
