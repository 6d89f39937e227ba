# base: compare/control - the kernel's console.log (which report.sh quotes) shows another lock class in the hung-task excerpt than the boot's own console
# aggregate: keep (this spoil forges the kernel-level log itself)
sed -i 's|(&type->s_vfs_rename_key)|(\&type->i_mutex_dir_key#3)|' console.log
