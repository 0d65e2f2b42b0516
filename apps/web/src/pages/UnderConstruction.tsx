import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';

export interface UnderConstructionProps {
  title: string;
  /** One sentence on what the page will hold. */
  about?: string;
}

/** Honest placeholder for a page a later issue builds. */
export function UnderConstruction({ title, about }: UnderConstructionProps) {
  return (
    <Card component="section" aria-labelledby="building-title">
      <CardContent sx={{ display: 'flex', gap: 3, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}>
        <Box sx={{ width: 56, height: 56, borderRadius: 3, display: 'grid', placeItems: 'center', bgcolor: 'warning.light', color: 'warning.dark', flexShrink: 0 }}>
          <ConstructionOutlined aria-hidden />
        </Box>
        <Box>
          <Typography id="building-title" variant="h3" component="h2" sx={{ mb: 1 }}>
            This area is being built
          </Typography>
          <Typography variant="body1" sx={{ mb: 1 }}>
            <strong>{title}</strong>
            {about ? `: ${about.charAt(0).toLowerCase()}${about.slice(1)}` : ''}
          </Typography>
          <Typography variant="body1" sx={{ color: 'text.secondary' }}>
            It arrives in a later release; the menu and this address stay the same.
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

export default UnderConstruction;
