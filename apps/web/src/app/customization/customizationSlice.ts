import type { UnknownAction } from 'redux';
import { actionCreator } from '../actionCreator';
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

// A plain reducer (no createSlice): the sign-in page loads this slice, and not Redux Toolkit (app/actionCreator.ts).
export const menuOpen = actionCreator<string>('customization/menuOpen');
export const setMenu = actionCreator<boolean>('customization/setMenu');
export const setFontFamily = actionCreator<string>('customization/setFontFamily');
export const setBorderRadius = actionCreator<number>('customization/setBorderRadius');
export const setMode = actionCreator<'light' | 'dark'>('customization/setMode');

export default function customizationReducer(state: CustomizationState = initialCustomizationState, action: UnknownAction): CustomizationState {
  if (menuOpen.match(action)) return { ...state, isOpen: [action.payload] };
  if (setMenu.match(action)) return { ...state, opened: action.payload };
  if (setFontFamily.match(action)) return { ...state, fontFamily: action.payload };
  if (setBorderRadius.match(action)) return { ...state, borderRadius: action.payload };
  if (setMode.match(action)) return { ...state, mode: action.payload };
  return state;
}
