// Public API of @backoffice/ui. Everything the apps use is exported here by name.

// Theme
export { vars, colorVars, shapeVars } from './theme/vars.css';
export { lightTheme, darkTheme, standardStyle, modernStyle } from './theme/themes.css';
export { breakpoints, mediaQuery, shellBreakpoint, type Breakpoint } from './theme/breakpoints';
export {
  themeModes,
  themeStyles,
  surfaceThemeClass,
  styleThemeClass,
  type ThemeMode,
  type ThemeStyle,
  type ThemePart,
} from './theme/themeClasses';
export { brandVars } from './theme/brandVars';
export { UiProvider, type UiProviderProps } from './provider/UiProvider';
export { useUiTheme, type UiTheme } from './provider/UiThemeContext';
export { useMediaQuery, useIsLargeScreen } from './hooks/useMediaQuery';

// Components
export { Button, buttonVariants, buttonSizes, type ButtonProps } from './components/Button/Button';
export { IconButton, iconButtonVariants, type IconButtonProps } from './components/IconButton/IconButton';
export { Link, linkVariants, type LinkProps } from './components/Link/Link';
export { TextField, type TextFieldProps } from './components/TextField/TextField';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField/PasswordField';
export { SearchField, type SearchFieldProps } from './components/SearchField/SearchField';
export { Form, type FormProps } from './components/Form/Form';
export {
  Select,
  SelectItem,
  type SelectProps,
  type SelectItemProps,
  type Key,
} from './components/Select/Select';
export { ListBox, ListBoxItem, type ListBoxProps, type ListBoxItemProps } from './components/ListBox/ListBox';
export { ToggleButton, type ToggleButtonProps } from './components/ToggleButton/ToggleButton';
export { Toolbar, ToolbarSeparator, type ToolbarProps } from './components/Toolbar/Toolbar';
export {
  Menu,
  MenuItem,
  MenuTrigger,
  type MenuProps,
  type MenuItemProps,
  type MenuTriggerProps,
} from './components/Menu/Menu';
export { Popover, type PopoverProps } from './components/Popover/Popover';
export {
  Dialog,
  DialogTrigger,
  Modal,
  type DialogProps,
  type DialogTriggerProps,
  type ModalProps,
} from './components/Dialog/Dialog';
export {
  Tooltip,
  TooltipTrigger,
  type TooltipProps,
  type TooltipTriggerProps,
} from './components/Tooltip/Tooltip';
export { Avatar, avatarSizes, initialOf, type AvatarProps } from './components/Avatar/Avatar';
export { Badge, badgeTones, type BadgeProps, type BadgeTone } from './components/Badge/Badge';
export { Card, type CardProps } from './components/Card/Card';
export { Heading, Text, type HeadingProps, type TextProps } from './components/Typography/Typography';
export {
  Snackbar,
  snackbarTones,
  type SnackbarProps,
  type SnackbarTone,
} from './components/Snackbar/Snackbar';
export { LoadingOverlay, type LoadingOverlayProps } from './components/LoadingOverlay/LoadingOverlay';
export { ErrorFallback, type ErrorFallbackProps } from './components/ErrorFallback/ErrorFallback';
export { ErrorBoundary, type ErrorBoundaryProps } from './components/ErrorFallback/ErrorBoundary';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export { Spinner, spinnerSizes, type SpinnerProps } from './components/Spinner/Spinner';

// Shell
export {
  AppShell,
  shellLayouts,
  navStyles,
  type AppShellProps,
  type ShellLayout,
  type NavStyle,
} from './components/AppShell/AppShell';
export { TopBar, type TopBarProps } from './components/TopBar/TopBar';
export { Sidebar, type SidebarProps } from './components/Sidebar/Sidebar';
export { NavList, type NavListProps, type UiNavNode } from './components/NavList/NavList';
export { UserPanel, type UserPanelProps, type UserPanelMenuItem } from './components/UserPanel/UserPanel';
export { AuthLayout, type AuthLayoutProps } from './components/AuthLayout/AuthLayout';
export { BrandLogo, type BrandLogoProps } from './components/BrandLogo/BrandLogo';

// Groups (one barrel each, see src/exports/)
export * from './exports/fields';
export * from './exports/dates';
export * from './exports/collections';
export * from './exports/feedback';

// The kit's own texts
export {
  useUiStrings,
  resolveUiLocale,
  formatUiString,
  uiLocales,
  type UiLocale,
  type UiStrings,
} from './i18n/uiStrings';
