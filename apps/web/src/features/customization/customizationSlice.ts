import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { config } from '../../config';

/** Customization state of spec §3; mode (light/dark) is remembered with it. */
export interface CustomizationState {
  isOpen: string[];
  defaultId: string;
  fontFamily: string;
  borderRadius: number;
  opened: boolean;
  mode: 'light' | 'dark';
}

export const initialCustomizationState: CustomizationState = {
  isOpen: [],
  defaultId: 'default',
  fontFamily: config.fontFamily,
  borderRadius: config.borderRadius,
  opened: true,
  mode: 'light',
};

const customizationSlice = createSlice({
  name: 'customization',
  initialState: initialCustomizationState,
  reducers: {
    menuOpen(state, action: PayloadAction<string>) {
      state.isOpen = [action.payload];
    },
    setMenu(state, action: PayloadAction<boolean>) {
      state.opened = action.payload;
    },
    setFontFamily(state, action: PayloadAction<string>) {
      state.fontFamily = action.payload;
    },
    setBorderRadius(state, action: PayloadAction<number>) {
      state.borderRadius = action.payload;
    },
    setMode(state, action: PayloadAction<'light' | 'dark'>) {
      state.mode = action.payload;
    },
  },
});

export const { menuOpen, setMenu, setFontFamily, setBorderRadius, setMode } = customizationSlice.actions;
export default customizationSlice.reducer;
