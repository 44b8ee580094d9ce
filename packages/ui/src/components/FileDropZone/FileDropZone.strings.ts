import type { UiStrings } from '../../i18n/uiStrings';

export type FileDropZoneTextKey =
  | 'chooseFiles'
  | 'chooseFile'
  | 'dropHint'
  | 'tooLarge'
  | 'wrongType'
  | 'tooMany'
  | 'remove'
  | 'selectedFiles';

/** `{name}` is the file name, `{size}` the formatted size limit, `{max}` the most files allowed. */
export const fileDropZoneStrings: UiStrings<FileDropZoneTextKey> = {
  'pt-BR': {
    chooseFiles: 'Escolher arquivos',
    chooseFile: 'Escolher arquivo',
    dropHint: 'Arraste e solte aqui',
    tooLarge: 'O arquivo {name} excede o tamanho máximo de {size}.',
    wrongType: 'Tipo de arquivo não permitido: {name}.',
    tooMany: 'O arquivo {name} não foi adicionado: o máximo de arquivos é {max}.',
    remove: 'Remover {name}',
    selectedFiles: 'Arquivos selecionados',
  },
  en: {
    chooseFiles: 'Choose files',
    chooseFile: 'Choose file',
    dropHint: 'Drag and drop here',
    tooLarge: 'The file {name} exceeds the maximum size of {size}.',
    wrongType: 'File type not allowed: {name}.',
    tooMany: 'The file {name} was not added: the maximum number of files is {max}.',
    remove: 'Remove {name}',
    selectedFiles: 'Selected files',
  },
  es: {
    chooseFiles: 'Elegir archivos',
    chooseFile: 'Elegir archivo',
    dropHint: 'Arrastra y suelta aquí',
    tooLarge: 'El archivo {name} supera el tamaño máximo de {size}.',
    wrongType: 'Tipo de archivo no permitido: {name}.',
    tooMany: 'El archivo {name} no se agregó: el máximo de archivos es {max}.',
    remove: 'Quitar {name}',
    selectedFiles: 'Archivos seleccionados',
  },
  fr: {
    chooseFiles: 'Choisir des fichiers',
    chooseFile: 'Choisir un fichier',
    dropHint: 'Glissez-déposez ici',
    tooLarge: 'Le fichier {name} dépasse la taille maximale de {size}.',
    wrongType: 'Type de fichier non autorisé : {name}.',
    tooMany: "Le fichier {name} n'a pas été ajouté : le nombre maximal de fichiers est {max}.",
    remove: 'Retirer {name}',
    selectedFiles: 'Fichiers sélectionnés',
  },
  it: {
    chooseFiles: 'Scegli i file',
    chooseFile: 'Scegli un file',
    dropHint: 'Trascina e rilascia qui',
    tooLarge: 'Il file {name} supera la dimensione massima di {size}.',
    wrongType: 'Tipo di file non consentito: {name}.',
    tooMany: 'Il file {name} non è stato aggiunto: il numero massimo di file è {max}.',
    remove: 'Rimuovi {name}',
    selectedFiles: 'File selezionati',
  },
  zh: {
    chooseFiles: '选择文件',
    chooseFile: '选择文件',
    dropHint: '拖放到此处',
    tooLarge: '文件 {name} 超过了最大大小 {size}。',
    wrongType: '不允许的文件类型：{name}。',
    tooMany: '未添加文件 {name}：最多只能有 {max} 个文件。',
    remove: '移除 {name}',
    selectedFiles: '已选文件',
  },
  ar: {
    chooseFiles: 'اختيار ملفات',
    chooseFile: 'اختيار ملف',
    dropHint: 'اسحب الملفات وأفلتها هنا',
    tooLarge: 'الملف {name} يتجاوز الحد الأقصى للحجم وهو {size}.',
    wrongType: 'نوع الملف غير مسموح به: {name}.',
    tooMany: 'لم تتم إضافة الملف {name}: الحد الأقصى لعدد الملفات هو {max}.',
    remove: 'إزالة {name}',
    selectedFiles: 'الملفات المحددة',
  },
};
