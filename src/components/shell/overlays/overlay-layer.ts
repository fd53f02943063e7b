// Stacking and scrim of the overlays. The signing overlay's values are docs/product.md#constants-interface: "layer 1900,
// white scrim, opacity 1, persistent"; the others sit at Chakra's modal layer.
export interface OverlayLayer {
  zIndex: number;
  scrim: string;
  opacity: number;
  persistent: boolean;
}

export const SIGNING_OVERLAY_LAYER: OverlayLayer = {
  zIndex: 1900,
  scrim: 'white',
  opacity: 1,
  persistent: true,
};

export const DEFAULT_OVERLAY_LAYER: OverlayLayer = {
  zIndex: 1400,
  scrim: 'white',
  opacity: 1,
  persistent: false,
};
