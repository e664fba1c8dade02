import Autoplay from "embla-carousel-autoplay";
import { responsiveImage } from "~/images/image-address";
import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useMemo, useRef, useState, type FocusEvent } from "react";
import { useTranslation } from "~/i18n/react";
import type { ServiceCategory } from "~/content/schemas";
import { dirOf, type Lang } from "~/i18n/config";
import { loc } from "~/utils/localize";
import { ChevronIcon } from "../ui/icons";

export interface SliderItem {
  id: number | string;
  title: string;
  /** The category's image, shown while the slide is hovered or focused. */
  image: string | null;
  /** In-page anchor the slide links to (anchorFromTitle of the English title). */
  anchor: string;
}

/** SPEC section 9: autoplay delay 2000 ms: the slider rests this long between glides. */
export const AUTOPLAY_DELAY_MS = 2000;
/** How long one glide lasts (SLIDE_DURATION below). */
export const GLIDE_MS = 2000;
/**
 * Embla's autoplay starts its timer as a glide starts (next() scrolls, then sets the timer), so its delay is the
 * glide plus the rest: the track rests 2000 ms, glides 2000 ms, rests again (Swiper's delay/speed meaning).
 */
const AUTOPLAY_TIMER_MS = AUTOPLAY_DELAY_MS + GLIDE_MS;
/**
 * SPEC section 9: "speed 2000 ms". Embla's `duration` is not milliseconds but
 * the spring constant of its scroll body (stepped at 60 fps with friction
 * 0.68): each frame adds distance/duration to the velocity. Simulating that
 * spring, 50 brings a one-slide move (~300 px) to within 1 px of its target in
 * about 2000 ms (a 600 px move in ~2250 ms), which is the 2 s glide asked for.
 */
export const SLIDE_DURATION = 50;

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * Services slider (SPEC "Reusable blocks"): loop, autoplay every 2000 ms,
 * arrows, 1/2/3/4 slides per view at 320/576/992/1200 px (CSS flex-basis),
 * spacing 3 px. Autoplay pauses while the slider is hovered or holds focus,
 * while it is off screen, when the visitor presses pause, and never starts
 * under reduced motion.
 * Without JavaScript the same list is a native horizontal scroller.
 */
export function ServicesSlider({ lang, items, label }: { lang: Lang; items: readonly SliderItem[]; label: string }) {
  const { t } = useTranslation();
  const [autoplay] = useState(() =>
    Autoplay({
      delay: AUTOPLAY_TIMER_MS,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
      playOnInit: false,
    }),
  );
  const options = useMemo(
    () => ({ loop: true, duration: SLIDE_DURATION, align: "start" as const, direction: dirOf(lang) }),
    [lang],
  );
  const plugins = useMemo(() => [autoplay], [autoplay]);
  const [viewportRef, api] = useEmblaCarousel(options, plugins);

  const [canScroll, setCanScroll] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  // Off screen until the observer says otherwise: nothing animates where no one sees it.
  const hold = useRef({ hover: false, focus: false, offscreen: true });

  // One decision, read by every event handler, so the plugin's own restarts
  // (mouse leaving the viewport, focus leaving a slide, pointer up) cannot
  // override a pause the visitor asked for.
  const shouldPlay = useRef<() => boolean>(() => false);
  shouldPlay.current = () =>
    !!api &&
    canScroll &&
    !reducedMotion &&
    !userPaused &&
    !hold.current.hover &&
    !hold.current.focus &&
    !hold.current.offscreen;

  const sync = useCallback(() => {
    const plugin = api?.plugins().autoplay;
    if (!plugin) return;
    if (shouldPlay.current()) {
      if (!plugin.isPlaying()) plugin.play();
    } else {
      plugin.stop();
    }
  }, [api]);

  useEffect(() => {
    const media = window.matchMedia(REDUCED_MOTION);
    const update = () => setReducedMotion(media.matches);
    update();
    media.addEventListener("change", update);
    return () => media.removeEventListener("change", update);
  }, []);

  useEffect(() => {
    if (!api) return;
    // Anything the visitor scrolled natively before hydration would offset embla's transforms.
    api.rootNode().scrollLeft = 0;
    const measure = () => setCanScroll(api.scrollSnapList().length > 1);
    // Stopping inside the event would be undone by the plugin right after it, hence the microtask.
    const guard = () => {
      if (!shouldPlay.current()) queueMicrotask(() => api.plugins().autoplay?.stop());
    };
    measure();
    api.on("reInit", measure).on("autoplay:play", guard);
    return () => {
      api.off("reInit", measure).off("autoplay:play", guard);
    };
  }, [api]);

  useEffect(() => {
    if (!api) return;
    const observer = new IntersectionObserver(([entry]) => {
      hold.current.offscreen = !entry.isIntersecting;
      sync();
    });
    observer.observe(api.rootNode());
    return () => observer.disconnect();
  }, [api, sync]);

  useEffect(() => sync(), [sync, canScroll, reducedMotion, userPaused]);

  const onFocus = () => {
    hold.current.focus = true;
    sync();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    hold.current.focus = false;
    sync();
  };
  const onHover = (hovered: boolean) => () => {
    hold.current.hover = hovered;
    sync();
  };

  const enhanced = !!api;
  return (
    <section
      className="services-slider"
      aria-roledescription={t("solutions.slider.carousel")}
      aria-label={label}
      data-enhanced={enhanced ? "true" : undefined}
      onMouseEnter={onHover(true)}
      onMouseLeave={onHover(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className="slider-viewport" ref={viewportRef}>
        <ul className="slider-track">
          {items.map((item) => (
            <li key={item.id} className="slider-slide">
              <a className="slide-card" href={`#${item.anchor}`}>
                {item.image ? (
                  <img
                    className="slide-image"
                    {...responsiveImage(item.image, 400)}
                    alt=""
                    width={400}
                    height={300}
                    loading="lazy"
                    decoding="async"
                  />
                ) : null}
                <span className="slide-title">{item.title}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      {enhanced && canScroll ? (
        <div className="slider-controls">
          <button
            type="button"
            className="slider-arrow slider-prev"
            aria-label={t("solutions.slider.previous")}
            onClick={() => api.scrollPrev(reducedMotion)}
          >
            <ChevronIcon />
          </button>
          {!reducedMotion ? (
            <button
              type="button"
              className="slider-pause"
              aria-pressed={userPaused}
              onClick={() => setUserPaused((p) => !p)}
            >
              {t("solutions.slider.pause")}
            </button>
          ) : null}
          <button
            type="button"
            className="slider-arrow slider-next"
            aria-label={t("solutions.slider.next")}
            onClick={() => api.scrollNext(reducedMotion)}
          >
            <ChevronIcon />
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** One slide per category, linking to the category's in-page anchor. */
export function sliderItems(
  lang: Lang,
  categories: readonly ServiceCategory[],
  anchors: readonly string[],
): SliderItem[] {
  return categories.map((category, index) => ({
    id: category.id,
    title: loc(lang, category, "title"),
    image: category.image,
    anchor: anchors[index],
  }));
}

/** A titled band holding the slider; renders nothing for an empty list. */
export function SliderBand({ lang, title, items }: { lang: Lang; title: string; items: readonly SliderItem[] }) {
  if (items.length === 0) return null;
  return (
    <div className="slider-band container">
      <h2>{title}</h2>
      <ServicesSlider lang={lang} items={items} label={title} />
    </div>
  );
}
