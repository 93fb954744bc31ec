import type { FiscalKey } from '@mall/shared';
import { Camera } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { loadReceiptReader, type ReceiptCodeFormat, type ReceiptReader } from '../../../lib/receipt-scan';
import { SCANNER_TEXTS } from './receipt-scanner-texts';

/** A receipt code read: its key, its format, and the photo it was read on when it came from one. */
export interface ScannedCode {
  key: FiscalKey;
  format: ReceiptCodeFormat;
  photo?: File;
}

/** How often a frame of the camera is read, from the end of one reading to the start of the next. */
export const FRAME_INTERVAL_MS = 300;

type CameraView =
  | { state: 'starting' }
  | { state: 'scanning'; hint: string | null }
  /** No live camera: the photo is offered instead, saying why. */
  | { state: 'unavailable'; message: string };

type Photo = { state: 'idle' } | { state: 'reading' } | { state: 'failed'; message: string };

/** Why getUserMedia failed, in the customer's words (DOMException names per Media Capture). */
function cameraProblem(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return SCANNER_TEXTS.refused;
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return SCANNER_TEXTS.noCamera;
  return SCANNER_TEXTS.cameraFailed;
}

const stopTracks = (stream: MediaStream | null) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

/**
 * The camera, live: frames are read every {@link FRAME_INTERVAL_MS} until one shows a receipt code
 * carrying an access key, then the camera stops and `onFound` gets the key. Without a camera (none,
 * refused, or a browser that gives none) a photo is taken instead (`capture`), read the same way;
 * it is offered under the live view too. Unmounting (the dialog closed) stops the camera.
 */
export function ReceiptScanner({ onFound }: { onFound: (code: ScannedCode) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [camera, setCamera] = useState<CameraView>({ state: 'starting' });
  const [photo, setPhoto] = useState<Photo>({ state: 'idle' });
  const onFoundNow = useRef(onFound);
  onFoundNow.current = onFound;
  // Once: the live view and a photo may both find a key before the dialog closes.
  const done = useRef(false);
  const found = useRef((code: ScannedCode) => {
    if (done.current) return;
    done.current = true;
    onFoundNow.current(code);
  });

  useEffect(() => {
    // Drawn from the start (the preview shows while the camera opens).
    const video = videoRef.current;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The decoder loads (its code, then its WebAssembly) while the customer answers the camera
    // prompt; a decoder that cannot load stops the scan rather than reading nothing forever.
    const reader: Promise<ReceiptReader> = loadReceiptReader().then(async (r) => {
      await r.prepareReceiptReader();
      return r;
    });
    reader.catch(() => undefined);

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setCamera({ state: 'unavailable', message: SCANNER_TEXTS.noCameraApi });
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          audio: false,
          video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
        });
      } catch (error) {
        if (!stopped) setCamera({ state: 'unavailable', message: cameraProblem(error) });
        return;
      }
      if (stopped || !video) {
        stopTracks(stream);
        return;
      }
      video.srcObject = stream;
      video.play?.()?.catch(() => undefined);
      setCamera({ state: 'scanning', hint: null });
      let decoder: ReceiptReader;
      try {
        decoder = await reader;
      } catch {
        stopTracks(stream);
        if (!stopped) setCamera({ state: 'unavailable', message: SCANNER_TEXTS.readerFailed });
        return;
      }
      const tick = async () => {
        if (stopped) return;
        const read = await decoder.readReceiptCode(video).catch(() => ({ status: 'none' as const }));
        if (stopped) return;
        if (read.status === 'found') {
          stopped = true;
          stopTracks(stream);
          found.current({ key: read.key, format: read.format });
          return;
        }
        const hint = read.status === 'other' ? `${read.message}. ${SCANNER_TEXTS.otherCode}` : null;
        setCamera((now) => (now.state === 'scanning' && now.hint === hint ? now : { state: 'scanning', hint }));
        timer = setTimeout(tick, FRAME_INTERVAL_MS);
      };
      void tick();
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stopTracks(stream);
      if (video) video.srcObject = null;
    };
  }, []);

  const onPhoto = async (file: File | undefined) => {
    if (!file) return;
    setPhoto({ state: 'reading' });
    try {
      const decoder = await loadReceiptReader();
      const read = await decoder.readReceiptCode(file);
      if (read.status === 'found') found.current({ key: read.key, format: read.format, photo: file });
      else setPhoto({ state: 'failed', message: read.status === 'other' ? read.message : SCANNER_TEXTS.photoNotRead });
    } catch {
      setPhoto({ state: 'failed', message: SCANNER_TEXTS.readerFailed });
    }
  };

  const live = camera.state !== 'unavailable';
  return (
    <div className="space-y-4">
      {live && (
        <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-ink">
          <video
            ref={videoRef}
            aria-label={SCANNER_TEXTS.video}
            className="size-full object-cover"
            autoPlay
            muted
            playsInline
          />
          {/* Where to hold the code: a square in the middle of the picture. */}
          <div
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-1/2 aspect-square w-1/2 -translate-x-1/2 -translate-y-1/2 rounded-2xl border-2 border-white/80 shadow-[0_0_0_100vmax_rgb(0_0_0/0.25)]"
          />
        </div>
      )}
      <div role="status" className="text-sm">
        {camera.state === 'starting' && <p className="text-muted">{SCANNER_TEXTS.starting}</p>}
        {camera.state === 'scanning' && (
          <>
            <p className="font-medium text-ink">{SCANNER_TEXTS.aim}</p>
            {camera.hint && <p className="mt-1 text-gold-fg">{camera.hint}</p>}
          </>
        )}
        {camera.state === 'unavailable' && <p className="font-medium text-ink">{camera.message}</p>}
      </div>
      <PhotoInput label={live ? SCANNER_TEXTS.photoInstead : SCANNER_TEXTS.takePhoto} photo={photo} onPhoto={onPhoto} />
    </div>
  );
}

/** The photo taken instead: `capture` opens the rear camera on phones, a file picker elsewhere. */
function PhotoInput({
  label,
  photo,
  onPhoto,
}: {
  label: string;
  photo: Photo;
  onPhoto: (file: File | undefined) => void;
}) {
  const id = useId();
  const reading = photo.state === 'reading';
  return (
    <div className="space-y-2 border-t border-line pt-4">
      <label
        htmlFor={id}
        className={`inline-flex h-11 cursor-pointer items-center gap-2 rounded-full border border-ink/20 bg-surface px-5 text-sm font-medium text-ink transition-colors hover:border-accent hover:text-accent-strong focus-within:outline-2 focus-within:outline-accent ${reading ? 'pointer-events-none opacity-50' : ''}`}
      >
        <Camera aria-hidden="true" className="size-4" />
        {label}
        <input
          id={id}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          disabled={reading}
          aria-describedby={`${id}-hint ${id}-status`}
          onChange={(event) => {
            onPhoto(event.target.files?.[0]);
            // The same photo taken again is a change too.
            event.target.value = '';
          }}
        />
      </label>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {SCANNER_TEXTS.photoHint}
      </p>
      <div id={`${id}-status`} aria-live="polite" className="text-sm">
        {reading && <p className="text-muted">{SCANNER_TEXTS.readingPhoto}</p>}
        {photo.state === 'failed' && <p className="font-medium text-danger">{photo.message}</p>}
      </div>
    </div>
  );
}
