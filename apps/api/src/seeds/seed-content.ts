import { deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { storeBlob } from '../uploads/blob-store';
import { banners, policyDocuments } from '../db/schema';
import type { Tx } from '../db/transaction';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

const CONSENT_FORM_V1 = `# Consent for doorstep car care

By booking a service through the Carcare app you agree to the following.

## Access to your vehicle
- You allow our trained worker to access your car at the parking spot you give, inside your society premises.
- Keep valuables out of the car. We are **not responsible** for cash, jewellery or electronics left inside.
- Please share the key only with the worker named in the app and collect it back after the service.

## Water and electricity
Waterless and foam washes need no connection. For pressure washes, you confirm that your society allows the use of its water and power points.

## Photos
The worker takes *before* and *after* photos of your car. They are used only to resolve complaints and are deleted after 90 days.

## Payment and cancellation
1. Pay by UPI, card, net banking, wallet or cash after the service.
2. Cancel free of charge up to 2 hours before the slot.
3. A late cancellation may carry a fee of ₹99.

Questions? Write to [care@carcare.in](mailto:care@carcare.in) or call 1800-120-4545 (10:00–19:00 IST).`;

const PRIVACY_V1 = `# Privacy Policy

Carcare Technologies Pvt. Ltd. ("Carcare") collects your name, phone number, society address and vehicle details to deliver car-care services.

We never sell your data. We share it only with the workshop and the worker serving your booking.

Contact: privacy@carcare.in`;

const PRIVACY_V2 = `# Privacy Policy

_Effective from the date of publication. This version follows the Digital Personal Data Protection Act, 2023._

Carcare Technologies Pvt. Ltd. ("Carcare", "we") runs the Carcare app and the partner console used by workshops and residential societies.

## What we collect
- **Identity and contact:** your name and 10-digit mobile number (verified by OTP).
- **Address:** your society, block and flat number, and the parking spot of your car.
- **Vehicle:** make, model, type and registration number.
- **Service records:** bookings, photos taken by the worker, reviews and support conversations.
- **Payments:** the payment method and reference from our payment partner. We never store card numbers or UPI PINs.

## Why we use it
1. To schedule and deliver the services you book.
2. To send booking updates by SMS and in-app notifications.
3. To resolve concerns and improve service quality.
4. To meet tax and legal obligations (GST invoices are kept for 8 years).

## Who sees it
Only the workshop and the worker assigned to your booking, and your society's facility manager for entry to the premises. We do **not** sell your data or share it for advertising.

## Your rights
You can ask for a copy of your data, correct it, or withdraw consent and delete your account from *Profile → Privacy* in the app. We answer within 30 days.

## Grievance officer
Ms. Ritu Malhotra, Carcare Technologies Pvt. Ltd., 4th Floor, Tower B, Cyber City, Gurugram 122002 — [grievance@carcare.in](mailto:grievance@carcare.in).

Read more at [carcare.in/privacy](https://carcare.in/privacy).`;

// --- A tiny PNG encoder, for the demo banners' images (no image library needed). ---

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

type Rgb = readonly [number, number, number];

/** A width×height RGB PNG with a diagonal gradient from one colour to another and a light band. */
export function gradientBannerPng(width: number, height: number, from: Rgb, to: Rgb): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then RGB
    for (let x = 0; x < width; x += 1) {
      const t = (x / width) * 0.7 + (y / height) * 0.3;
      const band = Math.abs(x - width * 0.62 - (y - height / 2) * 0.5) < width * 0.05 ? 0.18 : 0;
      for (let c = 0; c < 3; c += 1) {
        const value = from[c]! + (to[c]! - from[c]!) * t;
        row[1 + x * 3 + c] = Math.round(value + (255 - value) * band);
      }
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const DEMO_BANNERS = [
  {
    title: 'Monsoon Shield: underbody anti-rust coating',
    altText: 'A car on a rainy street with text: Monsoon Shield, 20% off underbody coating',
    linkUrl: 'https://carcare.in/offers/monsoon-shield',
    startsIn: -10,
    endsIn: 20,
    colours: [[13, 71, 161], [0, 150, 136]] as const,
  },
  {
    title: 'Foam wash at your doorstep from ₹299',
    altText: 'A worker foam-washing a hatchback in a society parking lot, from ₹299',
    linkUrl: 'https://carcare.in/services/foam-wash',
    startsIn: -30,
    endsIn: 60,
    colours: [[103, 58, 183], [33, 150, 243]] as const,
  },
  {
    title: 'Diwali detailing week',
    altText: 'A polished sedan with diyas in the background: Diwali interior and exterior detailing',
    linkUrl: 'https://carcare.in/offers/diwali-detailing',
    startsIn: 15,
    endsIn: 45,
    colours: [[230, 81, 0], [255, 193, 7]] as const,
  },
];

/**
 * The content pages' data, once: a published consent form (v1), a privacy policy at v2 (v1 superseded)
 * and three banners (two running now, one scheduled). Banner images are generated PNGs stored as
 * blobs when `bannerImages` is set (the server's start-up seed); without it (the API tests) the
 * banners have no image and so are not live.
 */
export async function seedContent(tx: Tx, superAdminId: number, now: Date, bannerImages: boolean): Promise<boolean> {
  const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(policyDocuments);
  if (Number(existing?.count ?? 0) > 0) return false;

  await tx.insert(policyDocuments).values([
    { kind: 'consent_form', versionNo: 1, body: CONSENT_FORM_V1, status: 'published', publishedAt: daysFrom(now, -90), publishedBy: superAdminId, updatedBy: superAdminId, createdAt: daysFrom(now, -92), updatedAt: daysFrom(now, -90) },
    { kind: 'privacy_policy', versionNo: 1, body: PRIVACY_V1, status: 'superseded', publishedAt: daysFrom(now, -120), publishedBy: superAdminId, supersededAt: daysFrom(now, -30), updatedBy: superAdminId, version: 2, createdAt: daysFrom(now, -121), updatedAt: daysFrom(now, -30) },
    { kind: 'privacy_policy', versionNo: 2, body: PRIVACY_V2, status: 'published', publishedAt: daysFrom(now, -30), publishedBy: superAdminId, updatedBy: superAdminId, createdAt: daysFrom(now, -33), updatedAt: daysFrom(now, -30) },
  ]);

  const images: (string | null)[] = [];
  for (const banner of DEMO_BANNERS) images.push(bannerImages ? await storeBlob(tx, gradientBannerPng(720, 300, banner.colours[0], banner.colours[1]), 'png') : null);
  await tx.insert(banners).values(
    DEMO_BANNERS.map((banner, index) => ({
      title: banner.title,
      altText: banner.altText,
      linkUrl: banner.linkUrl,
      imageUrl: images[index] ?? null,
      startsAt: daysFrom(now, banner.startsIn),
      endsAt: daysFrom(now, banner.endsIn),
      sortOrder: index + 1,
      active: true,
      createdAt: daysFrom(now, -35),
      updatedAt: daysFrom(now, -35),
    })),
  );
  return true;
}
